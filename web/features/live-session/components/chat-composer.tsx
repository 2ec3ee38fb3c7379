import { Send } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { type ChatSpeaker, SPEAKER_LABEL } from '#web/components/transcript/speaker-label.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { newClientChunkId } from '../api/client-chunk-id.ts';
import { useSendChatMessage } from '../api/send-chat-message.ts';

type ChatComposerProps = {
  sessionId: string;
  speaker: ChatSpeaker;
  /** Why the input takes nothing now: the session is closed, or Zoom's audio is being captured. */
  disabled: 'closed' | 'zoom' | undefined;
  /** The speaker's record button, beside Send. */
  recordButton?: ReactNode;
};

const PLACEHOLDER: Record<ChatSpeaker, string> = {
  candidate: 'Type what the candidate says...',
  interviewer: 'Type what you ask or say...',
};
const DISABLED_PLACEHOLDER = {
  closed: 'This session is closed',
  zoom: 'Auto-capturing from Zoom...',
} as const;

/**
 * One speaker's input: Enter sends, Shift+Enter starts a new line (spec 000 §2); the text is
 * trimmed and an empty message is not sent. A message keeps its client id until it is stored,
 * so sending it again after a failure cannot store it twice; a failed message stays in the box.
 */
export function ChatComposer({ sessionId, speaker, disabled, recordButton }: ChatComposerProps) {
  const [text, setText] = useState('');
  const draft = useRef<{ text: string; clientChunkId: string } | null>(null);
  const send = useSendChatMessage(sessionId);
  const inputId = useId();
  const label = SPEAKER_LABEL[speaker];
  const trimmed = text.trim();
  const canSend = !disabled && trimmed !== '' && !send.isPending;

  const submit = () => {
    if (!canSend) return;
    if (draft.current?.text !== trimmed) draft.current = { text: trimmed, clientChunkId: newClientChunkId() };
    const message = { speaker, ...draft.current };
    send.mutate(message, {
      onSuccess: () => {
        draft.current = null;
        setText((current) => (current.trim() === message.text ? '' : current));
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="grid gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={inputId}
          rows={2}
          className="min-h-0 resize-none"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={disabled !== undefined}
          placeholder={disabled ? DISABLED_PLACEHOLDER[disabled] : PLACEHOLDER[speaker]}
        />
        <Button type="submit" size="icon" disabled={!canSend} aria-label={`Send ${speaker} message`}>
          <Send aria-hidden="true" />
        </Button>
        {recordButton}
      </div>
    </form>
  );
}

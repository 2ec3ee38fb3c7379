import type { ConversationChunkDto } from '#contracts/realtime.ts';
import { cn } from '../../../lib/cn.ts';
import { SPEAKER_LABEL } from '../api/send-chat-message.ts';
import { ClockTime } from './clock-time.tsx';

/** One transcript line: the interviewer on the right, the candidate on the left (spec 000 §2). */
export function ChatMessage({ chunk }: { chunk: ConversationChunkDto }) {
  const interviewer = chunk.speaker === 'interviewer';
  const who = SPEAKER_LABEL[chunk.speaker];
  return (
    <div data-speaker={chunk.speaker} className={cn('flex', interviewer ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'grid max-w-[85%] gap-1 rounded-lg px-3 py-2',
          interviewer ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
        )}
      >
        <div className={cn('flex items-center gap-2 text-xs', interviewer ? 'justify-end' : 'justify-start')}>
          <span className="font-medium">
            {who}
            {chunk.speakerName ? ` · ${chunk.speakerName}` : ''}
          </span>
          <ClockTime value={chunk.timestamp} className="whitespace-nowrap tabular-nums opacity-80" />
        </div>
        <p className="text-sm break-words whitespace-pre-wrap">{chunk.text}</p>
      </div>
    </div>
  );
}

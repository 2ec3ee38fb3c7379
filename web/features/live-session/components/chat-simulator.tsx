import { useQuery } from '@tanstack/react-query';
import type { SessionDetail } from '#contracts/sessions.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { SectionCard } from '#web/components/section-card.tsx';
import { ChatTranscript } from '#web/components/transcript/chat-transcript.tsx';
import type { PartialLine } from '#web/lib/sessions/live/live-event-reducer.ts';
import { conversationQueryOptions } from '#web/lib/sessions/session-queries.ts';
import { useZoomAutoCapture } from '../api/rtms-status.ts';
import { PartialLines } from './audio/partial-lines.tsx';
import { RecordButton, type VoiceControls } from './audio/record-button.tsx';
import { ChatComposer } from './chat-composer.tsx';

/** The candidate's input first, then the interviewer's. */
const SPEAKERS = ['candidate', 'interviewer'] as const;

type ChatSimulatorProps = {
  session: SessionDetail;
  /** What is being said right now (the live channel's partial lines). */
  partials?: PartialLine[];
  /** The record buttons' controls; without them the inputs have none. */
  voice?: VoiceControls;
};

/**
 * The Chat Simulator column: the live transcript with what is being said under it, and per
 * speaker a box to type what is said and a button to record it. A session that is no longer
 * active takes no new messages, nor does one whose Zoom stream is capturing the meeting.
 */
export function ChatSimulator({ session, partials = [], voice }: ChatSimulatorProps) {
  const conversation = useQuery(conversationQueryOptions(session.id));
  const closed = session.status !== 'active';
  // While Zoom's stream carries the meeting's audio, the inputs wait (spec 000 §2).
  const zoomCapturing = useZoomAutoCapture(session.id);
  const disabledReason = closed ? 'closed' : zoomCapturing ? 'zoom' : undefined;
  return (
    <SectionCard title="Chat Simulator">
      <div className="grid gap-4">
        <div className="grid gap-2">
          {conversation.isPending ? (
            <p role="status" className="grid h-[28rem] place-content-center text-sm text-muted-foreground">
              Loading conversation...
            </p>
          ) : conversation.isError ? (
            <LoadError
              message="Failed to load the conversation."
              onRetry={() => void conversation.refetch()}
              retrying={conversation.isFetching}
            />
          ) : (
            <ChatTranscript chunks={conversation.data} />
          )}
          <PartialLines lines={partials} />
        </div>
        {SPEAKERS.map((speaker) => (
          <ChatComposer
            key={speaker}
            sessionId={session.id}
            speaker={speaker}
            disabled={disabledReason}
            recordButton={
              voice && (
                <RecordButton speaker={speaker} voice={voice} disabled={disabledReason !== undefined} />
              )
            }
          />
        ))}
      </div>
    </SectionCard>
  );
}

import type { ConversationChunkDto } from '#contracts/realtime.ts';
import { cn } from '#web/lib/cn.ts';
import { ClockTime } from './clock-time.tsx';
import { SPEAKER_LABEL } from './speaker-label.ts';

/** One transcript line: the interviewer on the right, the candidate on the left (spec 000 §2); `highlighted` when a quote asked for it. */
export function ChatMessage({
  chunk,
  highlighted = false,
}: {
  chunk: ConversationChunkDto;
  highlighted?: boolean;
}) {
  const interviewer = chunk.speaker === 'interviewer';
  const who = SPEAKER_LABEL[chunk.speaker];
  return (
    <div
      data-speaker={chunk.speaker}
      data-chunk-id={chunk.id}
      aria-current={highlighted || undefined}
      className={cn('flex', interviewer ? 'justify-end' : 'justify-start')}
    >
      <div
        className={cn(
          'grid max-w-[85%] min-w-0 gap-1 rounded-lg px-3 py-2 transition-shadow',
          interviewer ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
          highlighted && 'ring-2 ring-warning ring-offset-2 ring-offset-card',
        )}
      >
        <div
          className={cn(
            'flex flex-wrap items-center gap-x-2 text-xs',
            interviewer ? 'justify-end' : 'justify-start',
          )}
        >
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

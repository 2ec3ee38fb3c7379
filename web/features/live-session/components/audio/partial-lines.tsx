import { SPEAKER_LABEL } from '#web/components/transcript/speaker-label.ts';
import { cn } from '#web/lib/cn.ts';
import type { PartialLine } from '#web/lib/sessions/live/live-event-reducer.ts';

/**
 * What is being said right now, one muted line per audio stream on its speaker's side, under the
 * transcript; each is replaced as the words come and goes once its turn is in the transcript.
 * The region is always there, so screen readers hear lines as they appear (politely).
 */
export function PartialLines({ lines }: { lines: PartialLine[] }) {
  return (
    <div role="log" aria-live="polite" aria-label="Being said now" className="grid gap-1">
      {lines.map((line) => {
        const interviewer = line.speaker === 'interviewer';
        return (
          <p
            key={line.streamId}
            data-speaker={line.speaker}
            className={cn(
              'max-w-[85%] text-sm text-muted-foreground italic break-words',
              interviewer ? 'justify-self-end text-right' : 'justify-self-start',
            )}
          >
            <span className="text-xs font-medium not-italic">
              {SPEAKER_LABEL[line.speaker]}
              {line.speakerName ? ` · ${line.speakerName}` : ''}:
            </span>{' '}
            {line.text}…
          </p>
        );
      })}
    </div>
  );
}

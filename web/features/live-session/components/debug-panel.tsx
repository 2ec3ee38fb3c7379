import { useQuery } from '@tanstack/react-query';
import { SectionCard } from '#web/components/section-card.tsx';
import { ClockTime } from '#web/components/transcript/clock-time.tsx';
import type { LiveLogEntry } from '#web/lib/sessions/live/live-log.ts';
import { notesQueryOptions } from '#web/lib/sessions/session-queries.ts';

type DebugPanelProps = { sessionId: string; log: LiveLogEntry[] };

/** `?mode=debug`: the session's notes and the latest raw live events, newest first. */
export function DebugPanel({ sessionId, log }: DebugPanelProps) {
  const notes = useQuery(notesQueryOptions(sessionId));
  return (
    <SectionCard title="Debug">
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-label="Notes" className="grid content-start gap-2">
          <h3 className="text-sm font-medium">Notes</h3>
          {notes.isPending ? (
            <p className="text-sm text-muted-foreground">Loading notes...</p>
          ) : notes.isError ? (
            <p className="text-sm text-destructive">Failed to load notes</p>
          ) : notes.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No notes yet</p>
          ) : (
            <ul className="grid gap-2" aria-label="Session notes">
              {notes.data.map((note) => (
                <li key={note.id} className="rounded-md border p-2 text-sm">
                  <ClockTime
                    value={note.timestamp}
                    className="mr-2 text-xs text-muted-foreground tabular-nums"
                  />
                  {note.content}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-label="Live events" className="grid content-start gap-2">
          <h3 className="text-sm font-medium">Live events (last {log.length})</h3>
          {log.length === 0 ? (
            <p className="text-sm text-muted-foreground">No live events yet</p>
          ) : (
            <ol
              className="grid max-h-96 gap-1 overflow-y-auto"
              aria-label="Live event log"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll the log too
              tabIndex={0}
            >
              {[...log].reverse().map((entry) => (
                <li key={entry.id} className="rounded bg-muted p-2 font-mono text-xs break-all">
                  <ClockTime value={entry.receivedAt} className="mr-2 text-muted-foreground" />
                  {JSON.stringify(entry.message)}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </SectionCard>
  );
}

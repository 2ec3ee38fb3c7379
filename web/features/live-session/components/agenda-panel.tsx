import type { SessionDetail } from '#contracts/sessions.ts';
import { SectionCard } from '#web/components/section-card.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { useSetAgendaItemStatus } from '../api/agenda-item-status.ts';
import { AgendaItemRow } from './agenda-item-row.tsx';

/**
 * The Interview Agenda column: progress, then the items as a tree. Items move pending → in
 * progress (Start) → completed (Complete); a closed session shows them read-only.
 */
export function AgendaPanel({ session }: { session: SessionDetail }) {
  const setStatus = useSetAgendaItemStatus(session.id);
  const readOnly = session.status !== 'active';
  const busyItemId = setStatus.isPending ? setStatus.variables.itemId : null;
  const progress = session.progressPercentage;

  return (
    <SectionCard title="Interview Agenda">
      <div className="grid gap-4">
        <div className="grid gap-2">
          <div className="flex items-center justify-between text-sm">
            <span className="text-muted-foreground">Progress</span>
            <span className="font-medium tabular-nums">{progress}%</span>
          </div>
          <Progress value={progress} aria-label="Agenda progress" />
        </div>
        {session.agenda.length === 0 ? (
          <p className="text-sm text-muted-foreground">No agenda for this session</p>
        ) : (
          <ul className="grid gap-2" aria-label="Agenda items">
            {session.agenda.map((item) => (
              <AgendaItemRow
                key={item.id}
                item={item}
                readOnly={readOnly}
                busyItemId={busyItemId}
                onChange={(itemId, status) => setStatus.mutate({ itemId, status })}
              />
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}

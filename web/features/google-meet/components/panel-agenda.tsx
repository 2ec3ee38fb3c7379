import type { AgendaItemDto, SessionDetail } from '#contracts/sessions.ts';
import { AgendaStatusIcon } from '#web/components/agenda-status-icon.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { cn } from '#web/lib/cn.ts';
import { PanelCard } from './panel-card.tsx';

const STATUS_TEXT = { pending: 'not started', 'in-progress': 'in progress', completed: 'completed' } as const;

/** The agenda's progress and items, read-only: the assistant and the dashboard move them. */
export function PanelAgenda({ session }: { session: SessionDetail }) {
  const progress = session.progressPercentage;
  return (
    <PanelCard title="Agenda" summary={`${progress}%`}>
      <Progress value={progress} aria-label="Agenda progress" />
      {session.agenda.length === 0 ? (
        <p className="text-sm text-muted-foreground">No agenda for this session</p>
      ) : (
        <AgendaItems items={session.agenda} label="Agenda items" />
      )}
    </PanelCard>
  );
}

function AgendaItems({ items, label }: { items: AgendaItemDto[]; label?: string }) {
  return (
    <ul aria-label={label} className={cn('grid gap-1.5', !label && 'ml-4 border-l pl-2')}>
      {items.map((item) => {
        return (
          <li
            key={item.id}
            aria-label={`${item.title}, ${STATUS_TEXT[item.status]}`}
            className="grid gap-1.5"
          >
            <div
              className={cn(
                'flex items-start gap-2 rounded-md px-2 py-1.5 text-sm',
                item.status === 'in-progress' && 'bg-primary/5 ring-1 ring-primary/40',
              )}
            >
              <AgendaStatusIcon status={item.status} />
              <span
                className={cn(
                  'min-w-0 flex-1 break-words',
                  item.status === 'completed' && 'text-muted-foreground',
                )}
              >
                {item.title}
              </span>
              <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{item.duration} min</span>
            </div>
            {item.children.length > 0 && <AgendaItems items={item.children} />}
          </li>
        );
      })}
    </ul>
  );
}

import type { AgendaItemDto, AgendaItemStatus } from '#contracts/sessions.ts';
import { AgendaStatusIcon } from '#web/components/agenda-status-icon.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

type AgendaItemRowProps = {
  item: AgendaItemDto;
  readOnly: boolean;
  /** The item whose change is on its way to the server. */
  busyItemId: string | null;
  onChange: (itemId: string, status: AgendaItemStatus) => void;
};

/** One agenda item with its action, and its children nested below it. */
export function AgendaItemRow({ item, readOnly, busyItemId, onChange }: AgendaItemRowProps) {
  return (
    <li aria-label={item.title} className="grid gap-2">
      <div
        className={cn(
          'flex flex-wrap items-start gap-x-3 gap-y-2 rounded-md border px-3 py-2',
          item.status === 'in-progress' && 'border-primary/50 bg-primary/5',
        )}
      >
        <AgendaStatusIcon status={item.status} />
        <div className="grid min-w-0 flex-1 basis-28 gap-0.5">
          <span
            className={cn(
              'text-sm font-medium break-words',
              item.status === 'completed' && 'text-muted-foreground',
            )}
          >
            {item.title}
          </span>
          {item.description && (
            <span className="text-xs break-words text-muted-foreground">{item.description}</span>
          )}
          <span className="text-xs text-muted-foreground tabular-nums">{item.duration} min</span>
        </div>
        <div className="ml-auto shrink-0">
          <ItemAction item={item} readOnly={readOnly} busy={busyItemId === item.id} onChange={onChange} />
        </div>
      </div>
      {item.children.length > 0 && (
        <ul className="ml-5 grid gap-2 border-l pl-3">
          {item.children.map((child) => (
            <AgendaItemRow
              key={child.id}
              item={child}
              readOnly={readOnly}
              busyItemId={busyItemId}
              onChange={onChange}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

type ItemActionProps = Pick<AgendaItemRowProps, 'item' | 'readOnly' | 'onChange'> & { busy: boolean };

function ItemAction({ item, readOnly, busy, onChange }: ItemActionProps) {
  if (item.status === 'completed') return <Badge variant="success">Completed</Badge>;
  if (readOnly) {
    return <Badge variant="secondary">{item.status === 'in-progress' ? 'In progress' : 'Not started'}</Badge>;
  }
  const next = item.status === 'pending' ? 'in-progress' : 'completed';
  const label = item.status === 'pending' ? 'Start' : 'Complete';
  return (
    <Button
      size="sm"
      variant={item.status === 'pending' ? 'outline' : 'default'}
      disabled={busy}
      aria-label={`${label} ${item.title}`}
      onClick={() => onChange(item.id, next)}
    >
      {label}
    </Button>
  );
}

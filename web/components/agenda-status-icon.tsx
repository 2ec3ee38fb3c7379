import { CheckCircle2, Circle, PlayCircle } from 'lucide-react';
import type { AgendaItemStatus } from '#contracts/sessions.ts';
import { cn } from '#web/lib/cn.ts';

const ICONS = { pending: Circle, 'in-progress': PlayCircle, completed: CheckCircle2 } as const;

/** An agenda item's status as an icon: a circle, a play sign in the primary colour, a green check. */
export function AgendaStatusIcon({ status }: { status: AgendaItemStatus }) {
  const Icon = ICONS[status];
  return (
    <Icon
      aria-hidden="true"
      className={cn(
        'mt-0.5 size-4 shrink-0 text-muted-foreground',
        status === 'completed' && 'text-success',
        status === 'in-progress' && 'text-primary',
      )}
    />
  );
}

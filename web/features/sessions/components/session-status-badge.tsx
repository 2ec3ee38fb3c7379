import type { SessionStatus } from '#contracts/sessions.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { sessionStatusLabel } from '../utils/session-format.ts';

/** Active sessions are green; completed, closed and any other status grey (spec 000 §4). */
export function SessionStatusBadge({ status }: { status: SessionStatus }) {
  return (
    <Badge variant={status === 'active' ? 'success' : 'secondary'} data-status={status}>
      {sessionStatusLabel(status)}
    </Badge>
  );
}

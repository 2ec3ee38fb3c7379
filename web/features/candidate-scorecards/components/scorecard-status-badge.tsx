import type { SessionStatus } from '#contracts/sessions.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { sessionStatusLabel } from '../utils/scorecard-format.ts';

/** Spec 001 §4: on candidate scorecards a completed session is the primary badge, any other secondary. */
export function ScorecardStatusBadge({ status }: { status: SessionStatus }) {
  return (
    <Badge variant={status === 'completed' ? 'default' : 'secondary'} data-status={status}>
      {sessionStatusLabel(status)}
    </Badge>
  );
}

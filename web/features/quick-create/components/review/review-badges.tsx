import type { ChangeType } from '#contracts/quick-create.ts';
import type { ReviewStatus } from '#contracts/quick-create-review.ts';
import { Badge, type BadgeProps } from '#web/components/ui/badge.tsx';

const CHANGE_VARIANTS: Record<ChangeType, BadgeProps['variant']> = {
  KEPT: 'secondary',
  MODIFIED: 'warning',
  ADDED: 'success',
  REMOVED: 'destructive',
};

/** KEPT, MODIFIED, ADDED or REMOVED. */
export function ChangeTypeBadge({ type }: { type: ChangeType }) {
  return <Badge variant={CHANGE_VARIANTS[type]}>{type}</Badge>;
}

const STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  edited: 'Edited',
  kept: 'Kept',
};

/** Where the review of an item stands: pending, accepted, edited or kept. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return (
    <Badge variant={status === 'pending' ? 'outline' : 'default'} data-status={status}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

import { APPLICATION_STATUS_COLOURS, type ApplicationStatus } from '#contracts/applications.ts';
import { ColourBadge } from './colour-badge.tsx';

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  applied: 'Applied',
  screening: 'Screening',
  interviewing: 'Interviewing',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** An application's status in its spec colour (applied blue … withdrawn grey). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <ColourBadge colour={APPLICATION_STATUS_COLOURS[status]}>{APPLICATION_STATUS_LABELS[status]}</ColourBadge>
  );
}

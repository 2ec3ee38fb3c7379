import type { EmploymentType, JobStatus } from '#contracts/job-openings.ts';
import { type BadgeColour, ColourBadge } from './colour-badge.tsx';
import { Badge } from './ui/badge.tsx';

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  closed: 'Closed',
  filled: 'Filled',
};

const JOB_STATUS_COLOURS: Record<JobStatus, BadgeColour> = {
  active: 'green',
  paused: 'yellow',
  closed: 'grey',
  filled: 'blue',
};

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
};

function isEmploymentType(value: string): value is EmploymentType {
  return value in EMPLOYMENT_TYPE_LABELS;
}

type JobBadgesProps = { status: JobStatus; employmentType?: string | null; overdue?: boolean };

/** A job opening's status (in its colour), employment type and, past its due date, "Overdue". */
export function JobBadges({ status, employmentType, overdue = false }: JobBadgesProps) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <ColourBadge colour={JOB_STATUS_COLOURS[status]}>{JOB_STATUS_LABELS[status]}</ColourBadge>
      {employmentType && (
        <Badge variant="secondary">
          {isEmploymentType(employmentType) ? EMPLOYMENT_TYPE_LABELS[employmentType] : employmentType}
        </Badge>
      )}
      {overdue && <Badge variant="destructive">Overdue</Badge>}
    </span>
  );
}

import { EMPLOYMENT_TYPES, JOB_STATUSES } from '#contracts/job-openings.ts';
import type { SelectOption } from '#web/components/filter-select.tsx';
import { EMPLOYMENT_TYPE_LABELS, JOB_STATUS_LABELS } from '#web/components/job-badges.tsx';

export const JOB_STATUS_OPTIONS: SelectOption[] = JOB_STATUSES.map((value) => ({
  value,
  label: JOB_STATUS_LABELS[value],
}));

export const EMPLOYMENT_TYPE_OPTIONS: SelectOption[] = EMPLOYMENT_TYPES.map((value) => ({
  value,
  label: EMPLOYMENT_TYPE_LABELS[value],
}));

import type { ApplicationDto, ApplicationInput } from '#contracts/applications.ts';
import { Id } from '#contracts/common.ts';

/** Today in the user's time zone as "YYYY-MM-DD", the default application date. */
export function today(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

export type ApplicationPrefill = { candidateId?: string | null; jobId?: string | null };

/**
 * The form's starting values: an application's fields, or for a new one the spec defaults
 * (status applied, dated today) with a candidate and job taken from the address when they are
 * valid ids. The stored date is UTC midnight of the picked day, so its first 10 characters are it.
 */
export function applicationFormValues(
  application?: ApplicationDto,
  prefill: ApplicationPrefill = {},
): ApplicationInput {
  return {
    candidateId: application?.candidateId ?? validId(prefill.candidateId),
    jobOpeningId: application?.jobOpeningId ?? validId(prefill.jobId),
    status: application?.status ?? 'applied',
    source: application?.source ?? '',
    notes: application?.notes ?? '',
    applicationDate: application ? application.applicationDate.slice(0, 10) : today(),
  };
}

function validId(value: string | null | undefined): string {
  return Id.safeParse(value).success && value ? value : '';
}

import { EmploymentType, type JobOpeningDto, type JobOpeningInput } from '#contracts/job-openings.ts';

/**
 * The form's starting values: a job opening's fields (empty strings for missing ones), or for a
 * new one the spec defaults (full-time, active) and an optional preselected company. The due
 * date is stored as UTC midnight of the picked day, so its first 10 characters are that day.
 */
export function jobOpeningFormValues(job?: JobOpeningDto, companyId = ''): JobOpeningInput {
  const type = EmploymentType.safeParse(job?.employmentType);
  return {
    companyId: job?.companyId ?? companyId,
    title: job?.title ?? '',
    description: job?.description ?? '',
    requirements: job?.requirements ?? '',
    location: job?.location ?? '',
    salaryRange: job?.salaryRange ?? '',
    employmentType: type.success ? type.data : 'full-time',
    status: job?.status ?? 'active',
    dueDate: job?.dueDate ? job.dueDate.slice(0, 10) : '',
  };
}

import { z } from 'zod';
import { Id, NAME_MAX, optionalIsoDate, optionalText, optionQuery, PageQuery, page } from './common.ts';

export const JOB_STATUSES = ['active', 'paused', 'closed', 'filled'] as const;
export const JobStatus = z.enum(JOB_STATUSES, {
  error: 'Status must be one of active, paused, closed, filled',
});
export type JobStatus = z.infer<typeof JobStatus>;

export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const;
export const EmploymentType = z.enum(EMPLOYMENT_TYPES, {
  error: 'Employment type must be one of full-time, part-time, contract, internship',
});
export type EmploymentType = z.infer<typeof EmploymentType>;

export const JobOpeningInput = z.object({
  companyId: z.uuid({ error: 'Please select a company' }),
  title: z
    .string({ error: 'Job title is required' })
    .trim()
    .min(1, 'Job title is required')
    .max(NAME_MAX, `Must be at most ${NAME_MAX} characters`),
  description: optionalText(),
  requirements: optionalText(),
  location: optionalText(NAME_MAX),
  salaryRange: optionalText(NAME_MAX),
  employmentType: EmploymentType.default('full-time'),
  status: JobStatus.default('active'),
  /** Sent as an ISO timestamp, or null when empty. */
  dueDate: optionalIsoDate('Please enter a valid due date'),
});
export type JobOpeningInput = z.input<typeof JobOpeningInput>;

export const JobOpeningDto = z.object({
  id: Id,
  companyId: Id,
  companyName: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  requirements: z.string().nullable(),
  location: z.string().nullable(),
  salaryRange: z.string().nullable(),
  employmentType: z.string().nullable(),
  status: JobStatus,
  dueDate: z.iso.datetime().nullable(),
  /** Derived on read: the due date is in the past. */
  overdue: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type JobOpeningDto = z.infer<typeof JobOpeningDto>;

/** Search over title, company name, location and description; filters by status, type, company. */
export const JobOpeningListQuery = PageQuery.extend({
  status: JobStatus.optional(),
  employmentType: EmploymentType.optional(),
  companyId: Id.optional(),
});
export type JobOpeningListQuery = z.input<typeof JobOpeningListQuery>;
/**
 * A job opening as the lists show one: without its requirements, and with only the first
 * `LISTED_DESCRIPTION_MAX` characters of its description. Job descriptions run to pages; the
 * detail page reads the whole record.
 */
export const JobOpeningListItem = JobOpeningDto.omit({ requirements: true });
export type JobOpeningListItem = z.infer<typeof JobOpeningListItem>;
export const JobOpeningPage = page(JobOpeningListItem);
export type JobOpeningPage = z.infer<typeof JobOpeningPage>;

/** Tiles on /jobs: computed by the database over the same filters as the list. */
export const JobOpeningStats = z.object({
  active: z.number().int(),
  filled: z.number().int(),
  overdue: z.number().int(),
  total: z.number().int(),
});
export type JobOpeningStats = z.infer<typeof JobOpeningStats>;

export const JobOpeningOption = z.object({ id: Id, title: z.string(), companyName: z.string() });
export type JobOpeningOption = z.infer<typeof JobOpeningOption>;
/** The job opening selector's search; the matches come ordered by title, then company name. */
export const JobOpeningOptionQuery = optionQuery('title or company name');
export type JobOpeningOptionQuery = z.input<typeof JobOpeningOptionQuery>;

/** Statistics on a job opening's page: In Review is screening or interviewing. */
export const JobOpeningApplicationStats = z.object({
  total: z.number().int(),
  inReview: z.number().int(),
  offers: z.number().int(),
  hired: z.number().int(),
});
export type JobOpeningApplicationStats = z.infer<typeof JobOpeningApplicationStats>;

import { z } from 'zod';
import { Id, isoDate, NAME_MAX, optionalIsoDate, optionalText, PageQuery, page, TEXT_MAX } from './common.ts';

export const APPLICATION_STATUSES = [
  'applied',
  'screening',
  'interviewing',
  'offer',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export const ApplicationStatus = z.enum(APPLICATION_STATUSES, {
  error: `Status must be one of ${APPLICATION_STATUSES.join(', ')}`,
});
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;

/** Spec 001 §4 badge colours. */
export const APPLICATION_STATUS_COLOURS: Record<ApplicationStatus, string> = {
  applied: 'blue',
  screening: 'yellow',
  interviewing: 'orange',
  offer: 'purple',
  hired: 'green',
  rejected: 'red',
  withdrawn: 'grey',
};
/** "In Review" on dashboards and job pages. */
export const IN_REVIEW_STATUSES: ApplicationStatus[] = ['screening', 'interviewing'];
/** "In Progress" on the candidate page. */
export const IN_PROGRESS_STATUSES: ApplicationStatus[] = ['applied', 'screening', 'interviewing'];

const APPLICATION_DATE_MESSAGE = 'Please enter a valid application date';

export const ApplicationInput = z.object({
  candidateId: z.uuid({ error: 'Please select a candidate' }),
  jobOpeningId: z.uuid({ error: 'Please select a job opening' }),
  status: ApplicationStatus.default('applied'),
  source: optionalText(NAME_MAX),
  notes: optionalText(),
  /** ISO timestamp; today when absent. */
  applicationDate: optionalIsoDate(APPLICATION_DATE_MESSAGE),
});
export type ApplicationInput = z.input<typeof ApplicationInput>;

/** The list and detail shape: the application with its candidate and job fields joined. */
export const ApplicationDto = z.object({
  id: Id,
  candidateId: Id,
  jobOpeningId: Id,
  status: ApplicationStatus,
  source: z.string().nullable(),
  notes: z.string().nullable(),
  applicationDate: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  candidateFirstName: z.string(),
  candidateLastName: z.string(),
  candidateEmail: z.string().nullable(),
  candidateCurrentTitle: z.string().nullable(),
  jobTitle: z.string(),
  jobLocation: z.string().nullable(),
  companyId: Id,
  companyName: z.string(),
});
export type ApplicationDto = z.infer<typeof ApplicationDto>;

/** Search over candidate first/last name and e-mail, job title and company name. */
export const ApplicationListQuery = PageQuery.extend({
  status: ApplicationStatus.optional(),
  source: z.string().trim().max(NAME_MAX).optional(),
  candidateId: Id.optional(),
  jobOpeningId: Id.optional(),
});
export type ApplicationListQuery = z.input<typeof ApplicationListQuery>;
/** An application as the lists show one: without its notes, which only the detail page shows. */
export const ApplicationListItem = ApplicationDto.omit({ notes: true });
export type ApplicationListItem = z.infer<typeof ApplicationListItem>;
export const ApplicationPage = page(ApplicationListItem);
export type ApplicationPage = z.infer<typeof ApplicationPage>;

/** Dashboard tiles, by the database, plus the distinct sources for the source filter. */
export const ApplicationStats = z.object({
  total: z.number().int(),
  inReview: z.number().int(),
  offers: z.number().int(),
  hired: z.number().int(),
  rejected: z.number().int(),
  applied: z.number().int(),
  sources: z.array(z.string()),
});
export type ApplicationStats = z.infer<typeof ApplicationStats>;

const patchText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullable()
    .transform((v) => (v ? v : null))
    .optional();

/**
 * A partial change (the table's inline status change): only the fields sent are changed; an
 * empty source or notes clears it. At least one field is needed.
 */
export const ApplicationPatch = z
  .object({
    candidateId: z.uuid({ error: 'Please select a candidate' }).optional(),
    jobOpeningId: z.uuid({ error: 'Please select a job opening' }).optional(),
    status: ApplicationStatus.optional(),
    source: patchText(NAME_MAX),
    notes: patchText(TEXT_MAX),
    applicationDate: isoDate(APPLICATION_DATE_MESSAGE).optional(),
  })
  .refine((v) => Object.values(v).some((field) => field !== undefined), { message: 'Nothing to change' });
export type ApplicationPatch = z.input<typeof ApplicationPatch>;

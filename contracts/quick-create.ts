import { z } from 'zod';
import { INTERVIEW_TYPES } from './assistant.ts';
import { Id, NAME_MAX, TEXT_MAX } from './common.ts';
import { CANDIDATE_REQUIRED_MESSAGE } from './sessions.ts';

// ---- Limits and messages (spec 000 §5, §8, §9) ----

export const JOB_ROLE_REQUIRED = 'Job role is required';
export const DURATION_ORDER_MESSAGE = 'Maximum duration must be greater than or equal to minimum duration';
/** The toast for a file that is not a PDF: title, then description. */
export const INVALID_FILE_TITLE = 'Invalid File';
export const PDF_REQUIRED_MESSAGE = 'Please select a PDF file.';
export const QUICK_CREATE_GENERATION_FAILED = 'Failed to generate content';
/** A new candidate is stored with a first and a last name (spec 000 §3 splits at the first space). */
export const CANDIDATE_FULL_NAME_MESSAGE = "Please enter the candidate's first and last name";

/** Duration sliders in minutes. */
export const QUICK_CREATE_DURATION = { min: 5, max: 60, step: 1, defaultMin: 15, defaultMax: 30 } as const;

export const QUICK_CREATE_LIMITS = {
  jobRole: NAME_MAX,
  jobDescription: 20_000,
  templateContent: 20_000,
  expectations: 4_000,
  /** Per uploaded PDF. */
  pdfBytes: 5 * 1024 * 1024,
  /** Only the first pages of an upload are read. */
  pdfPages: 20,
} as const;

/** The multipart file fields next to `data`. */
export const QUICK_CREATE_FILE_FIELDS = ['resume', 'linkedinProfile'] as const;
export type QuickCreateFileField = (typeof QUICK_CREATE_FILE_FIELDS)[number];

export const QuickCreateInterviewType = z.enum(INTERVIEW_TYPES, {
  error: `Interview type must be one of ${INTERVIEW_TYPES.join(', ')}`,
});
export type QuickCreateInterviewType = z.infer<typeof QuickCreateInterviewType>;

const optionalText = (max: number) =>
  z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => v?.trim() ?? '');

/** An existing template of the user (by id), or new content typed in; empty new content means none. */
const templateChoice = (choose: string) =>
  z
    .object({
      type: z.enum(['existing', 'new'], { error: 'Choose existing or new' }),
      existingId: Id.nullish(),
      newContent: optionalText(QUICK_CREATE_LIMITS.templateContent),
    })
    .refine((t) => t.type === 'new' || Boolean(t.existingId), { message: choose, path: ['existingId'] })
    .default({ type: 'new', newContent: '' });

const duration = (fallback: number) =>
  z.coerce
    .number({ error: 'Duration must be a number of minutes' })
    .int('Duration must be a whole number of minutes')
    .min(QUICK_CREATE_DURATION.min, `Duration must be at least ${QUICK_CREATE_DURATION.min} minutes`)
    .max(QUICK_CREATE_DURATION.max, `Duration must be at most ${QUICK_CREATE_DURATION.max} minutes`)
    .default(fallback);

/** The `data` field of the generate call (spec 000 §3); the PDFs travel as files beside it. */
export const QuickCreateInput = z
  .object({
    jobRole: z
      .string({ error: JOB_ROLE_REQUIRED })
      .trim()
      .min(1, JOB_ROLE_REQUIRED)
      .max(QUICK_CREATE_LIMITS.jobRole, `Must be at most ${QUICK_CREATE_LIMITS.jobRole} characters`),
    interviewType: QuickCreateInterviewType.default('Recruiter screen'),
    jobDescription: optionalText(QUICK_CREATE_LIMITS.jobDescription),
    scorecardTemplate: templateChoice('Choose a scorecard'),
    agendaTemplate: templateChoice('Choose an agenda'),
    minDuration: duration(QUICK_CREATE_DURATION.defaultMin),
    maxDuration: duration(QUICK_CREATE_DURATION.defaultMax),
    interviewExpectations: optionalText(QUICK_CREATE_LIMITS.expectations),
  })
  .refine((v) => v.minDuration <= v.maxDuration, { message: DURATION_ORDER_MESSAGE, path: ['maxDuration'] });
export type QuickCreateInput = z.input<typeof QuickCreateInput>;
export type QuickCreateFields = z.output<typeof QuickCreateInput>;

// ---- Generated output (spec 000 §3) ----

export const CHANGE_TYPES = ['KEPT', 'MODIFIED', 'ADDED', 'REMOVED'] as const;
export const ChangeType = z.enum(CHANGE_TYPES);
export type ChangeType = z.infer<typeof ChangeType>;

/**
 * One agenda or scorecard item of the generated kit. `content` is the adapted text (an agenda
 * item's description, a scorecard item's guidance), `original_content` the template's text
 * (empty for an ADDED item). Agenda items also carry minutes: `duration` (adapted) and
 * `original_duration` (the template's; absent for ADDED items).
 */
export type QuickCreateItem = {
  id: string;
  title: string;
  content: string;
  original_content?: string | null | undefined;
  /** Absent means KEPT. */
  change_type?: ChangeType | null | undefined;
  change_reason?: string | null | undefined;
  duration?: number | null | undefined;
  original_duration?: number | null | undefined;
  children: QuickCreateItem[];
};
const minutes = z.number().int().min(1).max(600);
export const QuickCreateItem: z.ZodType<QuickCreateItem> = z.lazy(() =>
  z.object({
    id: z.string().trim().min(1).max(100),
    title: z.string().max(500),
    content: z.string().max(TEXT_MAX),
    original_content: z.string().max(TEXT_MAX).nullish(),
    change_type: ChangeType.nullish(),
    change_reason: z.string().max(2_000).nullish(),
    duration: minutes.nullish(),
    original_duration: minutes.nullish(),
    children: z.array(QuickCreateItem).max(50),
  }),
);

export const QuickCreateSummary = z.object({
  items_kept: z.number().int().min(0),
  items_modified: z.number().int().min(0),
  items_added: z.number().int().min(0),
  items_removed: z.number().int().min(0),
  key_adaptations: z.array(z.string()),
});
export type QuickCreateSummary = z.infer<typeof QuickCreateSummary>;

export const QuickCreateOutput = z.object({
  interviewTitle: z.string(),
  /** From the resume or LinkedIn profile; empty when neither names the candidate. */
  candidateName: z.string(),
  summary: QuickCreateSummary,
  agenda: z.object({ items: z.array(QuickCreateItem) }),
  scorecard: z.object({ items: z.array(QuickCreateItem) }),
  /** The model that wrote it (`offline` for the built-in assistant). */
  model: z.string(),
  notice: z.string().optional(),
});
export type QuickCreateOutput = z.infer<typeof QuickCreateOutput>;

// ---- Save (the reviewed kit, computed by contracts/quick-create-review.ts) ----

export type ReviewedAgendaItem = {
  id: string;
  title: string;
  content: string;
  /** Minutes; the session's default (15) when absent. */
  duration?: number | null | undefined;
  children: ReviewedAgendaItem[];
};
export const ReviewedAgendaItem: z.ZodType<ReviewedAgendaItem> = z.lazy(() =>
  z.object({
    id: z.string().trim().min(1).max(100),
    title: z.string().trim().min(1, 'Agenda items need a title').max(500),
    content: z.string().max(TEXT_MAX),
    duration: minutes.nullish(),
    children: z.array(ReviewedAgendaItem).max(50),
  }),
);

export type ReviewedScorecardItem = {
  id: string;
  title: string;
  content: string;
  children: ReviewedScorecardItem[];
};
export const ReviewedScorecardItem: z.ZodType<ReviewedScorecardItem> = z.lazy(() =>
  z.object({
    id: z.string().trim().min(1).max(100),
    title: z.string().trim().min(1, 'Scorecard items need a title').max(500),
    content: z.string().max(TEXT_MAX),
    children: z.array(ReviewedScorecardItem).max(50),
  }),
);

/** At most this many agenda or scorecard items, children included. */
export const QUICK_CREATE_MAX_ITEMS = 200;
const countItems = (items: { children: unknown[] }[]): number =>
  items.reduce((n, i) => n + 1 + countItems(i.children as { children: unknown[] }[]), 0);
const tooMany = `At most ${QUICK_CREATE_MAX_ITEMS} items`;

export const QuickCreateSaveInput = z
  .object({
    interviewTitle: z.string().trim().max(NAME_MAX, `Must be at most ${NAME_MAX} characters`).default(''),
    /** A new candidate by full name (split at the first space), unless `candidateId` is given. */
    candidateName: z.string().trim().max(NAME_MAX, `Must be at most ${NAME_MAX} characters`).default(''),
    candidateId: Id.nullish(),
    agenda: z.object({
      items: z.array(ReviewedAgendaItem).refine((i) => countItems(i) <= QUICK_CREATE_MAX_ITEMS, tooMany),
    }),
    scorecard: z.object({
      items: z.array(ReviewedScorecardItem).refine((i) => countItems(i) <= QUICK_CREATE_MAX_ITEMS, tooMany),
    }),
    /** The session's model; the generation's model is the natural choice. */
    aiModel: z.string().trim().max(100).nullish(),
    /** The job the kit was generated for, kept on the session for the assistant. */
    jobRole: z.string().trim().max(QUICK_CREATE_LIMITS.jobRole).default(''),
    jobDescription: z.string().trim().max(QUICK_CREATE_LIMITS.jobDescription).default(''),
  })
  .refine((v) => Boolean(v.candidateId) || v.candidateName !== '', {
    message: CANDIDATE_REQUIRED_MESSAGE,
    path: ['candidateName'],
  })
  .refine((v) => Boolean(v.candidateId) || v.candidateName === '' || /\s/.test(v.candidateName), {
    message: CANDIDATE_FULL_NAME_MESSAGE,
    path: ['candidateName'],
  });
export type QuickCreateSaveInput = z.input<typeof QuickCreateSaveInput>;
export type QuickCreateSaveFields = z.output<typeof QuickCreateSaveInput>;

export const QuickCreateSaved = z.object({ id: Id });
export type QuickCreateSaved = z.infer<typeof QuickCreateSaved>;

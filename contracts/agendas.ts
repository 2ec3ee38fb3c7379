import { z } from 'zod';
import { Id, optionalText } from './common.ts';
import { generationFields, setupContent, setupTitle, TemplateSource } from './scorecards.ts';

/** Spec 001 §9: the time range defaults to 30–60 minutes; neither end may be below 15. */
export const AGENDA_MIN_MINUTES = 15;
export const AGENDA_DEFAULT_MIN_MINUTES = 30;
export const AGENDA_DEFAULT_MAX_MINUTES = 60;
/** A working day; longer ranges are typing mistakes. */
export const AGENDA_MAX_MINUTES = 480;

export const AGENDA_TITLE_REQUIRED = 'Please provide a title for your agenda';
export const AGENDA_CONTENT_REQUIRED = 'Please provide content for your agenda';
export const AGENDA_MIN_TOO_SMALL = 'Minimum time must be at least 15 minutes';
export const AGENDA_MAX_TOO_SMALL = 'Maximum time must be at least 15 minutes';
export const AGENDA_MAX_BELOW_MIN = 'Maximum time must be greater than or equal to minimum time';
export const AGENDA_TOO_LONG = `Time must be at most ${AGENDA_MAX_MINUTES} minutes`;
export const AGENDA_IN_USE = 'This agenda is used by an interview template; delete the template first.';
export const AGENDA_GENERATION_FAILED = 'Failed to generate agenda content. Please try again.';

const minutes = (tooSmall: string, fallback: number) =>
  z.coerce
    .number({ error: tooSmall })
    .int('Time must be a whole number of minutes')
    .min(AGENDA_MIN_MINUTES, tooSmall)
    .max(AGENDA_MAX_MINUTES, AGENDA_TOO_LONG)
    .default(fallback);

const timeRange = {
  timeRangeMin: minutes(AGENDA_MIN_TOO_SMALL, AGENDA_DEFAULT_MIN_MINUTES),
  timeRangeMax: minutes(AGENDA_MAX_TOO_SMALL, AGENDA_DEFAULT_MAX_MINUTES),
};

type Range = { timeRangeMin: number; timeRangeMax: number };
/** The max ≥ min rule, reported on the max field as the form shows it. */
const maxNotBelowMin = (v: Range, ctx: z.RefinementCtx) => {
  if (v.timeRangeMax < v.timeRangeMin) {
    ctx.addIssue({ code: 'custom', path: ['timeRangeMax'], message: AGENDA_MAX_BELOW_MIN });
  }
};

export const AgendaInput = z
  .object({
    title: setupTitle(AGENDA_TITLE_REQUIRED),
    description: optionalText(),
    content: setupContent(AGENDA_CONTENT_REQUIRED),
    source: TemplateSource.default('manual'),
    ...generationFields,
    /** The scorecard the agenda was generated against; must be the caller's. */
    selectedScorecardId: Id.nullish().transform((v) => v ?? null),
    ...timeRange,
  })
  .superRefine(maxNotBelowMin);
export type AgendaInput = z.input<typeof AgendaInput>;
export type AgendaFields = z.output<typeof AgendaInput>;

export const AgendaDto = z.object({
  id: Id,
  title: z.string(),
  description: z.string().nullable(),
  content: z.string(),
  source: TemplateSource,
  generationPrompt: z.string().nullable(),
  jobDescription: z.string().nullable(),
  existingScorecardRef: z.string().nullable(),
  selectedScorecardId: Id.nullable(),
  timeRangeMin: z.number().int(),
  timeRangeMax: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AgendaDto = z.infer<typeof AgendaDto>;

/** The agenda Generate button is never disabled for missing inputs; only the time range is checked. */
export const AgendaGenerateInput = z
  .object({
    ...generationFields,
    selectedScorecardId: Id.nullish().transform((v) => v ?? null),
    ...timeRange,
  })
  .superRefine(maxNotBelowMin);
export type AgendaGenerateInput = z.input<typeof AgendaGenerateInput>;
export type AgendaGenerateFields = z.output<typeof AgendaGenerateInput>;

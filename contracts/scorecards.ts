import { z } from 'zod';
import { ASSISTANT_LIMITS } from './assistant.ts';
import { Id, LONG_TEXT_MAX, NAME_MAX, optionalText } from './common.ts';

export const SCORECARD_TITLE_REQUIRED = 'Please provide a title for your scorecard';
export const SCORECARD_CONTENT_REQUIRED = 'Please provide content for your scorecard';
export const SCORECARD_GENERATE_INPUT_REQUIRED =
  'Provide a prompt, a job description or an existing scorecard to generate from';
export const SCORECARD_IN_USE = 'This scorecard is used by an interview template; delete the template first.';
export const SCORECARD_GENERATION_FAILED = 'Failed to generate scorecard content. Please try again.';

/** Spec 001 §4: "Generate with AI" marks a scorecard or agenda as generated. */
export const TEMPLATE_SOURCES = ['manual', 'generated'] as const;
export const TemplateSource = z.enum(TEMPLATE_SOURCES, { error: 'Source must be manual or generated' });
export type TemplateSource = z.infer<typeof TemplateSource>;

/** The inputs a generation started from; kept with the record so its view page can show them. */
export const generationFields = {
  generationPrompt: optionalText(ASSISTANT_LIMITS.prompt),
  jobDescription: optionalText(ASSISTANT_LIMITS.jobDescription),
  existingScorecardRef: optionalText(ASSISTANT_LIMITS.scorecardRef),
};

/** A required title: blank after trimming gives `message`. */
export const setupTitle = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(NAME_MAX, `Must be at most ${NAME_MAX} characters`);

/** Required content (spec 001 §5: empty or whitespace gives `message`). */
export const setupContent = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(LONG_TEXT_MAX, `Must be at most ${LONG_TEXT_MAX} characters`);

export const ScorecardInput = z.object({
  title: setupTitle(SCORECARD_TITLE_REQUIRED),
  description: optionalText(),
  content: setupContent(SCORECARD_CONTENT_REQUIRED),
  source: TemplateSource.default('manual'),
  ...generationFields,
});
export type ScorecardInput = z.input<typeof ScorecardInput>;
export type ScorecardFields = z.output<typeof ScorecardInput>;

export const ScorecardDto = z.object({
  id: Id,
  title: z.string(),
  description: z.string().nullable(),
  content: z.string(),
  source: TemplateSource,
  generationPrompt: z.string().nullable(),
  jobDescription: z.string().nullable(),
  existingScorecardRef: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ScorecardDto = z.infer<typeof ScorecardDto>;

const hasText = (v: string | null) => v !== null && v.length > 0;

/** At least one of the three inputs; the Generate button stays disabled until then. */
export const ScorecardGenerateInput = z
  .object(generationFields)
  .refine(
    (v) => hasText(v.generationPrompt) || hasText(v.jobDescription) || hasText(v.existingScorecardRef),
    {
      message: SCORECARD_GENERATE_INPUT_REQUIRED,
    },
  );
export type ScorecardGenerateInput = z.input<typeof ScorecardGenerateInput>;
export type ScorecardGenerateFields = z.output<typeof ScorecardGenerateInput>;

/** Optional model for a generation, one of `GET /api/assistant/models`; absent = the default. */
export const GenerateQuery = z.object({ model: z.string().trim().min(1).max(200).optional() });
export type GenerateQuery = z.infer<typeof GenerateQuery>;

/** A generation's answer: a draft for the content field; the call itself stores nothing. */
export const GeneratedContent = z.object({
  content: z.string(),
  /** A title the model proposed (scorecards only). */
  title: z.string().optional(),
  /** The model that wrote it; `offline` for the built-in assistant. */
  model: z.string(),
  /** Shown with the draft, e.g. that the offline assistant wrote it. */
  notice: z.string().optional(),
});
export type GeneratedContent = z.infer<typeof GeneratedContent>;

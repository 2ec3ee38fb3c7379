import { z } from 'zod';
import { Id, TEXT_MAX } from './common.ts';
import { setupTitle } from './scorecards.ts';

export const SAMPLE_FEEDBACK_CATEGORIES = ['technical', 'behavioral', 'communication', 'general'] as const;
export const SampleFeedbackCategory = z.enum(SAMPLE_FEEDBACK_CATEGORIES, {
  error: 'Category must be one of technical, behavioral, communication, general',
});
export type SampleFeedbackCategory = z.infer<typeof SampleFeedbackCategory>;

export const SAMPLE_FEEDBACK_TAGS_MAX = 30;
export const SAMPLE_FEEDBACK_TAG_MAX = 50;
export const SAMPLE_FEEDBACK_CONTENT_MAX = TEXT_MAX * 2;
export const SAMPLE_FEEDBACK_TITLE_REQUIRED = 'Title is required';
export const SAMPLE_FEEDBACK_CONTENT_REQUIRED = 'Content is required';

const Tag = z
  .string()
  .trim()
  .min(1, 'Tags cannot be empty')
  .max(SAMPLE_FEEDBACK_TAG_MAX, `Each tag must be at most ${SAMPLE_FEEDBACK_TAG_MAX} characters`);

export const SampleFeedbackInput = z.object({
  title: setupTitle(SAMPLE_FEEDBACK_TITLE_REQUIRED),
  content: z
    .string({ error: SAMPLE_FEEDBACK_CONTENT_REQUIRED })
    .trim()
    .min(1, SAMPLE_FEEDBACK_CONTENT_REQUIRED)
    .max(SAMPLE_FEEDBACK_CONTENT_MAX, `Must be at most ${SAMPLE_FEEDBACK_CONTENT_MAX} characters`),
  category: SampleFeedbackCategory.default('general'),
  /** Trimmed, non-empty; a repeated tag is kept once. */
  tags: z
    .array(Tag)
    .max(SAMPLE_FEEDBACK_TAGS_MAX, `At most ${SAMPLE_FEEDBACK_TAGS_MAX} tags`)
    .default([])
    .transform((tags) => [...new Set(tags)]),
});
export type SampleFeedbackInput = z.input<typeof SampleFeedbackInput>;
export type SampleFeedbackFields = z.output<typeof SampleFeedbackInput>;

export const SampleFeedbackDto = z.object({
  id: Id,
  title: z.string(),
  content: z.string(),
  category: SampleFeedbackCategory,
  tags: z.array(z.string()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SampleFeedbackDto = z.infer<typeof SampleFeedbackDto>;

import { z } from 'zod';
import {
  type SampleFeedbackCategory,
  type SampleFeedbackDto,
  SampleFeedbackInput,
} from '#contracts/sample-feedbacks.ts';

export const CATEGORY_LABELS: Record<SampleFeedbackCategory, string> = {
  technical: 'Technical',
  behavioral: 'Behavioral',
  communication: 'Communication',
  general: 'General',
};

/** "react, system design ,, sql" → ["react", "system design", "sql"]. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/**
 * The form edits tags as one comma-separated text; the server receives the list, checked by the
 * contract's own tag rules.
 */
export const SampleFeedbackForm = SampleFeedbackInput.extend({
  tags: z.string().transform((text, ctx) => {
    const parsed = SampleFeedbackInput.shape.tags.safeParse(parseTags(text));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  }),
});
export type SampleFeedbackFormValues = z.input<typeof SampleFeedbackForm>;

export function sampleFeedbackFormValues(feedback?: SampleFeedbackDto): SampleFeedbackFormValues {
  return {
    title: feedback?.title ?? '',
    content: feedback?.content ?? '',
    category: feedback?.category ?? 'general',
    tags: feedback?.tags.join(', ') ?? '',
  };
}

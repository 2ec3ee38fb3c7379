import {
  SAMPLE_FEEDBACK_CATEGORIES,
  type SampleFeedbackCategory,
  type SampleFeedbackDto,
} from '#contracts/sample-feedbacks.ts';
import type { SampleFeedbackRow } from './sample-feedbacks.repository.ts';

const isCategory = (value: string): value is SampleFeedbackCategory =>
  (SAMPLE_FEEDBACK_CATEGORIES as readonly string[]).includes(value);

export function toSampleFeedbackDto(row: SampleFeedbackRow): SampleFeedbackDto {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    category: isCategory(row.category) ? row.category : 'general',
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

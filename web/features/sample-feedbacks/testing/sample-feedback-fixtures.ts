import type { SampleFeedbackDto } from '#contracts/sample-feedbacks.ts';

export const FEEDBACK_ID = '5f000000-0000-4000-8000-000000000001';

export function aSampleFeedback(overrides: Partial<SampleFeedbackDto> = {}): SampleFeedbackDto {
  return {
    id: FEEDBACK_ID,
    title: 'Strong system design',
    content: 'Clear trade-offs between consistency and latency.',
    category: 'technical',
    tags: ['system design', 'senior'],
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

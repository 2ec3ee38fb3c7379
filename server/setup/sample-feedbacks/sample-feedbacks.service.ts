import type { StyleExample } from '#contracts/assistant.ts';
import type { SampleFeedbackDto, SampleFeedbackFields } from '#contracts/sample-feedbacks.ts';
import { AppError } from '#server/lib/errors.ts';
import type { SetupRepositories } from '../transaction.ts';
import { toSampleFeedbackDto } from './sample-feedbacks.mapper.ts';

type Deps = { repos: Pick<SetupRepositories, 'sampleFeedbacks'> };

export function createSampleFeedbacksService({ repos: { sampleFeedbacks } }: Deps) {
  const notFound = () => AppError.notFound('Sample feedback');

  return {
    /** Newest first. */
    async list(userId: string): Promise<SampleFeedbackDto[]> {
      return (await sampleFeedbacks.list(userId)).map(toSampleFeedbackDto);
    },

    async get(userId: string, id: string): Promise<SampleFeedbackDto> {
      const row = await sampleFeedbacks.findById(userId, id);
      if (!row) throw notFound();
      return toSampleFeedbackDto(row);
    },

    async create(userId: string, fields: SampleFeedbackFields): Promise<SampleFeedbackDto> {
      const row = await sampleFeedbacks.insert(userId, fields);
      if (!row) throw new Error('insert returned no row');
      return toSampleFeedbackDto(row);
    },

    async update(userId: string, id: string, fields: SampleFeedbackFields): Promise<SampleFeedbackDto> {
      const row = await sampleFeedbacks.update(userId, id, fields);
      if (!row) throw notFound();
      return toSampleFeedbackDto(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await sampleFeedbacks.delete(userId, id))) throw notFound();
    },

    /** The user's most recent sample feedbacks, as examples of their writing style to choose from. */
    async styleExamples(userId: string, limit: number): Promise<StyleExample[]> {
      const rows = await sampleFeedbacks.list(userId, limit);
      return rows.map((row) => ({
        title: row.title,
        content: row.content,
        category: row.category,
        tags: row.tags ?? [],
      }));
    },
  };
}
export type SampleFeedbacksService = ReturnType<typeof createSampleFeedbacksService>;

import type { z } from 'zod';
import type {
  CandidateDto,
  CandidateInput,
  CandidateListItem,
  CandidateOption,
  CandidateStats,
} from '#contracts/candidates.ts';
import { OPTIONS_LIMIT } from '#contracts/common.ts';
import { AppError } from '#server/lib/errors.ts';
import type { AggregateMemo } from './aggregate-memo.ts';
import { type CandidateFilter, candidatesList, toCandidateDto } from './lists/candidates.list.ts';
import { type EncodedPage, withTotal } from './lists/list-pages.ts';
import type { PipelineRepositories } from './transaction.ts';

export type CandidateFields = z.output<typeof CandidateInput>;

type Deps = {
  repos: Pick<PipelineRepositories, 'candidates'>;
  aggregates: AggregateMemo;
  /** Deletes the recorded audio of the user's sessions with the candidate (before they go). */
  purgeAudio?: (userId: string, candidateId: string) => Promise<void>;
};

export function createCandidatesService({ repos: { candidates }, aggregates, purgeAudio }: Deps) {
  const notFound = () => AppError.notFound('Candidate');

  return {
    async list(userId: string, filter: CandidateFilter): Promise<EncodedPage<CandidateListItem>> {
      const page = await candidates.list(userId, filter);
      return withTotal(page, () =>
        aggregates.total(userId, candidatesList.name, filter, () => candidates.count(userId, filter)),
      );
    },

    async stats(userId: string): Promise<CandidateStats> {
      return aggregates.get(userId, 'candidates.stats', () => candidates.stats(userId));
    },

    /** At most `OPTIONS_LIMIT` matches by name: the selector searches as one types. */
    async options(userId: string, search: string | undefined): Promise<CandidateOption[]> {
      return candidates.options(userId, search, OPTIONS_LIMIT);
    },

    async get(userId: string, id: string): Promise<CandidateDto> {
      const row = await candidates.findById(userId, id);
      if (!row) throw notFound();
      return toCandidateDto(row);
    },

    async create(userId: string, fields: CandidateFields): Promise<CandidateDto> {
      const row = await aggregates.write(userId, () => candidates.insert(userId, fields));
      if (!row) throw new Error('insert returned no row');
      return toCandidateDto(row);
    },

    async update(userId: string, id: string, fields: CandidateFields): Promise<CandidateDto> {
      const row = await aggregates.write(userId, () => candidates.update(userId, id, fields));
      if (!row) throw notFound();
      return toCandidateDto(row);
    },

    /** Removes the candidate with their applications and the recorded audio of their interviews. */
    async remove(userId: string, id: string): Promise<void> {
      await purgeAudio?.(userId, id);
      if (!(await aggregates.write(userId, () => candidates.delete(userId, id)))) throw notFound();
    },
  };
}
export type CandidatesService = ReturnType<typeof createCandidatesService>;

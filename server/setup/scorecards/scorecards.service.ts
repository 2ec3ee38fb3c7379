import { SCORECARD_IN_USE, type ScorecardDto, type ScorecardFields } from '#contracts/scorecards.ts';
import { AppError } from '#server/lib/errors.ts';
import { scorecardItems } from '../template-items.ts';
import { removeTemplate } from '../templates/remove-template.ts';
import { toScorecardDto } from '../templates/template.mapper.ts';
import type { SetupRepositories, SetupTransact } from '../transaction.ts';

type Deps = { repos: Pick<SetupRepositories, 'scorecards'>; transact: SetupTransact };

export function createScorecardsService({ repos: { scorecards }, transact }: Deps) {
  const notFound = () => AppError.notFound('Scorecard');

  return {
    /** Newest first. */
    async list(userId: string): Promise<ScorecardDto[]> {
      return (await scorecards.list(userId)).map(toScorecardDto);
    },

    async get(userId: string, id: string): Promise<ScorecardDto> {
      const row = await scorecards.findById(userId, id);
      if (!row) throw notFound();
      return toScorecardDto(row);
    },

    /** Stores the scorecard with its content split into items, in one transaction. */
    async create(userId: string, fields: ScorecardFields): Promise<ScorecardDto> {
      return transact(async (repos) => {
        const row = await repos.scorecards.insert(userId, fields);
        if (!row) throw new Error('insert returned no row');
        await repos.scorecards.replaceItems(row.id, scorecardItems(row.content));
        return toScorecardDto(row);
      });
    },

    async update(userId: string, id: string, fields: ScorecardFields): Promise<ScorecardDto> {
      return transact(async (repos) => {
        const row = await repos.scorecards.update(userId, id, fields);
        if (!row) throw notFound();
        await repos.scorecards.replaceItems(row.id, scorecardItems(row.content));
        return toScorecardDto(row);
      });
    },

    /** Refused (409, nothing changed) while an interview template uses the scorecard. */
    remove: (userId: string, id: string): Promise<void> =>
      removeTemplate(transact, 'scorecards', userId, id, { notFound, inUse: SCORECARD_IN_USE }),

    /** The content of one of the user's scorecards (agenda generation reads it). */
    async content(userId: string, id: string): Promise<string> {
      const row = await scorecards.findById(userId, id);
      if (!row) throw notFound();
      return row.content;
    },

    /** The stored items, in order; what an interview session copies. */
    async items(userId: string, id: string) {
      if (!(await scorecards.findById(userId, id))) throw notFound();
      return scorecards.items(id);
    },
  };
}
export type ScorecardsService = ReturnType<typeof createScorecardsService>;

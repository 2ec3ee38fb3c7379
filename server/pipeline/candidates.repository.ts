import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { candidates } from '#server/db/schema/index.ts';
import { candidatesList, fullName } from './lists/candidates.list.ts';
import { countWhere, listQueries } from './lists/list-query.ts';
import { FENCED, fencedWhenIndexed, searchAny } from './lists/search.ts';

export type CandidateRow = typeof candidates.$inferSelect;
export type CandidateValues = Omit<
  typeof candidates.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

const owned = (userId: string, id: string) => and(eq(candidates.userId, userId), eq(candidates.id, id));
/** `octet_length` reads the stored size: a long résumé is not de-TOASTed just to be counted. */
const filled = (column: typeof candidates.resumeText | typeof candidates.portfolioUrl) =>
  gt(sql`octet_length(${column})`, 0);

export function createCandidatesRepository(db: Db) {
  const list = listQueries(db, candidatesList);

  return {
    /** A page of `candidatesList`. */
    list: list.page,
    count: list.count,
    async stats(userId: string) {
      const [row] = await db
        .select({
          total: count(),
          seniorLevel: countWhere(eq(candidates.experienceLevel, 'senior-level')),
          withResume: countWhere(filled(candidates.resumeText)),
          withPortfolio: countWhere(filled(candidates.portfolioUrl)),
        })
        .from(candidates)
        .where(eq(candidates.userId, userId));
      return {
        total: row?.total ?? 0,
        seniorLevel: row?.seniorLevel ?? 0,
        withResume: row?.withResume ?? 0,
        withPortfolio: row?.withPortfolio ?? 0,
      };
    },
    /** The first `limit` matches by name, for the candidate selector. */
    async options(userId: string, search: string | undefined, limit: number) {
      const matches = db
        .select({ id: candidates.id, firstName: candidates.firstName, lastName: candidates.lastName })
        .from(candidates)
        .where(and(eq(candidates.userId, userId), searchAny(search, [fullName, candidates.email])))
        .$dynamic();
      const found = fencedWhenIndexed(matches, search).as('found');
      return db
        .select()
        .from(found)
        .orderBy(asc(found.firstName), asc(found.lastName), asc(found.id))
        .limit(limit)
        .execute(FENCED);
    },
    async findById(userId: string, id: string): Promise<CandidateRow | undefined> {
      const [row] = await db.select().from(candidates).where(owned(userId, id));
      return row;
    },
    /** Whether the candidate exists and is the user's; locks it against deletion until commit. */
    async lockOwned(userId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: candidates.id })
        .from(candidates)
        .where(owned(userId, id))
        .for('share');
      return row !== undefined;
    },
    async insert(userId: string, values: CandidateValues): Promise<CandidateRow | undefined> {
      const [row] = await db
        .insert(candidates)
        .values({ ...values, userId })
        .returning();
      return row;
    },
    async update(userId: string, id: string, values: CandidateValues): Promise<CandidateRow | undefined> {
      const [row] = await db.update(candidates).set(values).where(owned(userId, id)).returning();
      return row;
    },
    /** Deletes the candidate; their applications go with them (foreign keys). */
    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(candidates).where(owned(userId, id)).returning({ id: candidates.id });
      return rows.length > 0;
    },
  };
}
export type CandidatesRepository = ReturnType<typeof createCandidatesRepository>;

import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type ApplicationDto, IN_PROGRESS_STATUSES, IN_REVIEW_STATUSES } from '#contracts/applications.ts';
import type { Db } from '#server/db/client.ts';
import { applications, candidates, companies, jobOpenings } from '#server/db/schema/index.ts';
import { applicationRecord, applicationsList } from './lists/applications.list.ts';
import { listQueries } from './lists/list-query.ts';

export type ApplicationValues = Omit<
  typeof applications.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

const owned = (userId: string, id: string) => and(eq(applications.userId, userId), eq(applications.id, id));

/**
 * Counts by status and the distinct non-empty sources: one pass grouped by (status, source),
 * which the `(user_id, status, source)` index answers alone, then the tiles over those few groups.
 */
const statusCountsOf = (db: Db, where: SQL | undefined) => {
  const g = db
    .select({ status: applications.status, source: applications.source, n: count().as('n') })
    .from(applications)
    .where(where)
    .groupBy(applications.status, applications.source)
    .as('g');
  const tally = (condition?: SQL) =>
    sql<number>`coalesce(sum(${g.n}) filter (where ${condition ?? sql`true`}), 0)`.mapWith(Number);
  return db
    .select({
      total: tally(),
      applied: tally(eq(g.status, 'applied')),
      inReview: tally(inArray(g.status, IN_REVIEW_STATUSES)),
      inProgress: tally(inArray(g.status, IN_PROGRESS_STATUSES)),
      offers: tally(eq(g.status, 'offer')),
      hired: tally(eq(g.status, 'hired')),
      rejected: tally(eq(g.status, 'rejected')),
      sources: sql<
        string[] | null
      >`array_agg(distinct ${g.source} order by ${g.source}) filter (where ${g.source} <> '')`,
    })
    .from(g);
};

export function createApplicationsRepository(db: Db) {
  const list = listQueries(db, applicationsList);
  const statusCountsQuery = list.filtered((where, name) =>
    statusCountsOf(db, where).prepare(name && `${name}_stats`),
  );
  /** Whole applications (notes included) joined to their candidate, job opening and company. */
  const selectJoined = () =>
    db
      .select({ dto: applicationRecord })
      .from(applications)
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .innerJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
      .innerJoin(companies, eq(companies.id, jobOpenings.companyId));

  return {
    /** A page of `applicationsList`. */
    list: list.page,
    count: list.count,
    /** Every application of one candidate, most recent application date first. */
    async listOfCandidate(userId: string, candidateId: string): Promise<ApplicationDto[]> {
      const rows = await selectJoined()
        .where(and(eq(applications.userId, userId), eq(applications.candidateId, candidateId)))
        .orderBy(desc(applications.applicationDate), desc(applications.id));
      return rows.map((row) => row.dto);
    },
    async findById(userId: string, id: string): Promise<ApplicationDto | undefined> {
      const [row] = await selectJoined().where(owned(userId, id));
      return row?.dto;
    },
    /** Tiles by status and the sources present: the dashboard's, or one candidate's or job opening's. */
    async statusCounts(userId: string, scope: { candidateId?: string; jobOpeningId?: string } = {}) {
      const [row] = await statusCountsQuery(scope).execute(list.values(userId, scope));
      const zero = { total: 0, applied: 0, inReview: 0, inProgress: 0, offers: 0, hired: 0, rejected: 0 };
      return row ? { ...row, sources: row.sources ?? [] } : { ...zero, sources: [] };
    },
    /** Whether the application exists and is the user's; locks it until commit. */
    async lockOwned(userId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: applications.id })
        .from(applications)
        .where(owned(userId, id))
        .for('update');
      return row !== undefined;
    },
    async insert(userId: string, values: ApplicationValues): Promise<string | undefined> {
      const [row] = await db
        .insert(applications)
        .values({ ...values, userId })
        .returning({ id: applications.id });
      return row?.id;
    },
    async update(userId: string, id: string, values: Partial<ApplicationValues>): Promise<boolean> {
      const rows = await db
        .update(applications)
        .set(values)
        .where(owned(userId, id))
        .returning({ id: applications.id });
      return rows.length > 0;
    },
    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(applications).where(owned(userId, id)).returning({ id: applications.id });
      return rows.length > 0;
    },
  };
}
export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;

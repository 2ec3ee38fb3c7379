import { and, count, desc, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { type ApplicationStatus, IN_PROGRESS_STATUSES, IN_REVIEW_STATUSES } from '#contracts/applications.ts';
import type { Db } from '#server/db/client.ts';
import { applications, candidates, companies, jobOpenings } from '#server/db/schema/index.ts';
import { candidateNameSearch } from './candidates.repository.ts';
import { idIn, type Paging, pageWithTotal, searchAny } from './list-query.ts';

export type ApplicationValues = Omit<
  typeof applications.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;
export type ApplicationWhere = {
  search?: string;
  status?: ApplicationStatus;
  source?: string;
  candidateId?: string;
  jobOpeningId?: string;
};
export type ApplicationFilter = Paging & ApplicationWhere;

/** An application with the candidate, job opening and company fields the screens show. */
const joined = {
  ...getTableColumns(applications),
  candidateFirstName: candidates.firstName,
  candidateLastName: candidates.lastName,
  candidateEmail: candidates.email,
  candidateCurrentTitle: candidates.currentTitle,
  jobTitle: jobOpenings.title,
  jobLocation: jobOpenings.location,
  companyId: companies.id,
  companyName: companies.name,
};
export type ApplicationRow = typeof applications.$inferSelect & {
  candidateFirstName: string;
  candidateLastName: string;
  candidateEmail: string | null;
  candidateCurrentTitle: string | null;
  jobTitle: string;
  jobLocation: string | null;
  companyId: string;
  companyName: string;
};

const owned = (userId: string, id: string) => and(eq(applications.userId, userId), eq(applications.id, id));

export function createApplicationsRepository(db: Db) {
  const selectJoined = () =>
    db
      .select(joined)
      .from(applications)
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .innerJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
      .innerJoin(companies, eq(companies.id, jobOpenings.companyId));

  /**
   * The search as id sets on the application's own columns (candidate, job opening): each set
   * comes from its table's trigram index, and the count needs no joins.
   */
  const matching = (userId: string, term: string): SQL | undefined => {
    const byCandidate = db
      .select({ id: candidates.id })
      .from(candidates)
      .where(and(eq(candidates.userId, userId), candidateNameSearch(term)));
    const byCompany = db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.userId, userId), searchAny(term, [companies.name])));
    const byJob = union(
      db
        .select({ id: jobOpenings.id })
        .from(jobOpenings)
        .where(and(eq(jobOpenings.userId, userId), searchAny(term, [jobOpenings.title]))),
      db
        .select({ id: jobOpenings.id })
        .from(jobOpenings)
        .where(and(eq(jobOpenings.userId, userId), inArray(jobOpenings.companyId, byCompany))),
    );
    return or(
      idIn(applications.candidateId, byCandidate, term),
      idIn(applications.jobOpeningId, byJob, term),
    );
  };

  const whereOf = (userId: string, f: ApplicationWhere): SQL | undefined =>
    and(
      eq(applications.userId, userId),
      f.status ? eq(applications.status, f.status) : undefined,
      f.source ? eq(applications.source, f.source) : undefined,
      f.candidateId ? eq(applications.candidateId, f.candidateId) : undefined,
      f.jobOpeningId ? eq(applications.jobOpeningId, f.jobOpeningId) : undefined,
      f.search?.trim() ? matching(userId, f.search) : undefined,
    );

  return {
    /**
     * Newest first, with candidate, job and company fields. The page's ids are chosen on the
     * applications table alone, then only those rows are joined: the planner need not guess
     * how many rows a search yields before it picks the joins.
     */
    async list(userId: string, filter: ApplicationFilter) {
      const where = whereOf(userId, filter);
      const newestFirst = [desc(applications.createdAt), desc(applications.id)];
      const pageIds = db
        .select({ id: applications.id })
        .from(applications)
        .where(where)
        .orderBy(...newestFirst)
        .limit(filter.limit)
        .offset(filter.offset);
      return pageWithTotal(
        filter,
        () =>
          selectJoined()
            .where(inArray(applications.id, pageIds))
            .orderBy(...newestFirst),
        async () => (await db.select({ n: count() }).from(applications).where(where))[0]?.n ?? 0,
      );
    },
    /** Every application of one candidate, most recent application date first. */
    async listOfCandidate(userId: string, candidateId: string): Promise<ApplicationRow[]> {
      return selectJoined()
        .where(and(eq(applications.userId, userId), eq(applications.candidateId, candidateId)))
        .orderBy(desc(applications.applicationDate), desc(applications.id));
    },
    async findById(userId: string, id: string): Promise<ApplicationRow | undefined> {
      const [row] = await selectJoined().where(owned(userId, id));
      return row;
    },
    /**
     * Counts by status and the distinct non-empty sources, for the dashboard and for one
     * candidate's or job opening's page: one pass grouped by (status, source), which the
     * `(user_id, status, source)` index answers alone, then the tiles over those few groups.
     */
    async statusCounts(userId: string, scope: { candidateId?: string; jobOpeningId?: string } = {}) {
      const g = db
        .select({ status: applications.status, source: applications.source, n: count().as('n') })
        .from(applications)
        .where(whereOf(userId, scope))
        .groupBy(applications.status, applications.source)
        .as('g');
      const tally = (condition?: SQL) =>
        sql<number>`coalesce(sum(${g.n}) filter (where ${condition ?? sql`true`}), 0)`.mapWith(Number);
      const [row] = await db
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

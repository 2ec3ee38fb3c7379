import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import {
  type ApplicationDto,
  type ApplicationListItem,
  type ApplicationStatus,
  IN_PROGRESS_STATUSES,
  IN_REVIEW_STATUSES,
} from '#contracts/applications.ts';
import type { Db } from '#server/db/client.ts';
import { applications, candidates, companies, jobOpenings } from '#server/db/schema/index.ts';
import { candidateNameMatches } from './candidates.repository.ts';
import { encodePage, isoTime, jsonTextObject } from './json-encode.ts';
import {
  idIn,
  listValues,
  matchesAny,
  P,
  type Paging,
  pageOf,
  pageQueries,
  perShape,
  rowById,
  runList,
  type SearchKind,
  searchKind,
  type TotalOf,
} from './list-query.ts';

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
const applicationFields = {
  id: applications.id,
  candidateId: applications.candidateId,
  jobOpeningId: applications.jobOpeningId,
  status: applications.status,
  source: applications.source,
  notes: applications.notes,
  applicationDate: isoTime(applications.applicationDate),
  createdAt: isoTime(applications.createdAt),
  updatedAt: isoTime(applications.updatedAt),
  candidateFirstName: candidates.firstName,
  candidateLastName: candidates.lastName,
  candidateEmail: candidates.email,
  candidateCurrentTitle: candidates.currentTitle,
  jobTitle: jobOpenings.title,
  jobLocation: jobOpenings.location,
  companyId: companies.id,
  companyName: companies.name,
};
const applicationJson = jsonTextObject<ApplicationDto>(applicationFields);
/** An application as the list pages carry one: without its notes. */
const { notes: _notes, ...listedFields } = applicationFields;
const applicationItemJson = jsonTextObject<ApplicationListItem>(listedFields);

/** What `applicationJson` shows of the candidate, the job opening (and its company's id), the company. */
const candidateShown = [candidates.firstName, candidates.lastName, candidates.email, candidates.currentTitle];
const jobShown = [jobOpenings.title, jobOpenings.location, jobOpenings.companyId];
const companyShown = [companies.id, companies.name];

const owned = (userId: string, id: string) => and(eq(applications.userId, userId), eq(applications.id, id));

type Shape = {
  search: SearchKind;
  status: boolean;
  source: boolean;
  candidateId: boolean;
  jobOpeningId: boolean;
};
const shapeOf = (f: ApplicationWhere): Shape => ({
  search: searchKind(f.search),
  status: Boolean(f.status),
  source: Boolean(f.source),
  candidateId: Boolean(f.candidateId),
  jobOpeningId: Boolean(f.jobOpeningId),
});
const keyOf = (s: Shape) => `${s.search}:${s.status}:${s.source}:${s.candidateId}:${s.jobOpeningId}`;
const Q = {
  status: sql.placeholder('status'),
  source: sql.placeholder('source'),
  candidateId: sql.placeholder('candidateId'),
  jobOpeningId: sql.placeholder('jobOpeningId'),
};
const newestFirst = [desc(applications.createdAt), desc(applications.id)];

export function createApplicationsRepository(db: Db) {
  const selectJoined = () =>
    db
      .select({ dto: applicationJson })
      .from(applications)
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .innerJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
      .innerJoin(companies, eq(companies.id, jobOpenings.companyId));

  /**
   * The search as id sets on the application's own columns (candidate, job opening): each set
   * comes from its table's trigram index, and the count needs no joins.
   */
  const matching = (search: SearchKind): SQL | undefined => {
    const byCandidate = db
      .select({ id: candidates.id })
      .from(candidates)
      .where(and(eq(candidates.userId, P.userId), candidateNameMatches(P.pattern)));
    const byCompany = db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.userId, P.userId), matchesAny(P.pattern, [companies.name])));
    const byJob = union(
      db
        .select({ id: jobOpenings.id })
        .from(jobOpenings)
        .where(and(eq(jobOpenings.userId, P.userId), matchesAny(P.pattern, [jobOpenings.title]))),
      db
        .select({ id: jobOpenings.id })
        .from(jobOpenings)
        .where(and(eq(jobOpenings.userId, P.userId), inArray(jobOpenings.companyId, byCompany))),
    );
    return or(
      idIn(applications.candidateId, byCandidate, search),
      idIn(applications.jobOpeningId, byJob, search),
    );
  };

  const whereOf = (s: Shape): SQL | undefined =>
    and(
      eq(applications.userId, P.userId),
      s.status ? eq(applications.status, Q.status) : undefined,
      s.source ? eq(applications.source, Q.source) : undefined,
      s.candidateId ? eq(applications.candidateId, Q.candidateId) : undefined,
      s.jobOpeningId ? eq(applications.jobOpeningId, Q.jobOpeningId) : undefined,
      s.search === 'none' ? undefined : matching(s.search),
    );

  /**
   * Counts by status and the distinct non-empty sources: one pass grouped by (status, source),
   * which the `(user_id, status, source)` index answers alone, then the tiles over those few groups.
   */
  const statusCountsOf = (where: SQL | undefined) => {
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

  const countQueries = perShape(keyOf, (shape, name) => {
    const where = whereOf(shape);
    return {
      count: db
        .select({ n: count() })
        .from(applications)
        .where(where)
        .prepare(name && `${name}_count`),
      statusCounts: statusCountsOf(where).prepare(name && `${name}_stats`),
    };
  });

  /**
   * Newest first, with candidate, job and company fields. The page is chosen on the applications
   * table alone, then only its rows are joined: the planner need not guess how many rows a
   * search yields before it picks the joins.
   */
  const page = encodePage(db, applicationItemJson, newestFirst);
  const pageQuery = pageQueries(db, keyOf, (shape, window, name) =>
    page
      .finish(
        db
          .select(page.columns)
          .from(pageOf(db, applications, whereOf(shape), newestFirst, window))
          .innerJoinLateral(rowById(candidates, applications.candidateId, candidateShown), sql`true`)
          .innerJoinLateral(rowById(jobOpenings, applications.jobOpeningId, jobShown), sql`true`)
          .innerJoinLateral(rowById(companies, jobOpenings.companyId, companyShown), sql`true`)
          .$dynamic(),
      )
      .prepare(name),
  );

  return {
    async list(userId: string, filter: ApplicationFilter, totalOf?: TotalOf) {
      const shape = shapeOf(filter);
      const queries = { page: pageQuery(shape, filter), count: countQueries(shape).count };
      return runList(queries, listValues(userId, filter), filter, totalOf);
    },
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
      const [row] = await countQueries(shapeOf(scope)).statusCounts.execute(listValues(userId, scope));
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

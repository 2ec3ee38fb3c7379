import { and, asc, count, desc, eq, getTableColumns, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { EmploymentType, JobOpeningListItem, JobStatus } from '#contracts/job-openings.ts';
import type { Db } from '#server/db/client.ts';
import { companies, jobOpenings } from '#server/db/schema/index.ts';
import { encodePage, isoTime, jsonObject, listedDescription } from './json-encode.ts';
import {
  countWhere,
  idIn,
  listValues,
  matchesAny,
  P,
  type Paging,
  pageOf,
  pageQueries,
  perShape,
  runList,
  type SearchKind,
  searchKind,
  type TotalOf,
} from './list-query.ts';

export type JobOpeningValues = Omit<
  typeof jobOpenings.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt' | 'dueDate'
> & { dueDate: Date | null };
export type JobOpeningWhere = {
  search?: string;
  status?: JobStatus;
  employmentType?: EmploymentType;
  companyId?: string;
};
export type JobOpeningFilter = Paging & JobOpeningWhere;

/** A job opening with its company's name, as lists and details show it. */
const withCompany = { ...getTableColumns(jobOpenings), companyName: companies.name };
export type JobOpeningRow = typeof jobOpenings.$inferSelect & { companyName: string };

/** The list searches these columns of a job opening (and the company name); selectors the title. */
type SearchedColumn = typeof jobOpenings.title | typeof jobOpenings.location | typeof jobOpenings.description;
type SearchedColumns = [SearchedColumn, ...SearchedColumn[]];
const listSearched: SearchedColumns = [jobOpenings.title, jobOpenings.location, jobOpenings.description];

const owned = (userId: string, id: string) => and(eq(jobOpenings.userId, userId), eq(jobOpenings.id, id));

type Shape = { search: SearchKind; status: boolean; employmentType: boolean; companyId: boolean };
const shapeOf = (f: JobOpeningWhere): Shape => ({
  search: searchKind(f.search),
  status: Boolean(f.status),
  employmentType: Boolean(f.employmentType),
  companyId: Boolean(f.companyId),
});
const keyOf = (s: Shape) => `${s.search}:${s.status}:${s.employmentType}:${s.companyId}`;
const Q = {
  status: sql.placeholder('status'),
  employmentType: sql.placeholder('employmentType'),
  companyId: sql.placeholder('companyId'),
  now: sql.placeholder('now'),
};

/**
 * A list item (`JobOpeningListItem`) with its company's name, encoded by the database
 * (json-encode.ts) as `toJobOpeningDto` encodes a row, less the requirements and all but the
 * start of the description; overdue means a due date before the `now` placeholder.
 */
const jobOpeningJson = jsonObject<JobOpeningListItem>({
  id: jobOpenings.id,
  companyId: jobOpenings.companyId,
  companyName: companies.name,
  title: jobOpenings.title,
  description: listedDescription(jobOpenings.description),
  location: jobOpenings.location,
  salaryRange: jobOpenings.salaryRange,
  employmentType: jobOpenings.employmentType,
  status: jobOpenings.status,
  dueDate: isoTime(jobOpenings.dueDate),
  overdue: sql`coalesce(${jobOpenings.dueDate} < ${Q.now}, false)`,
  createdAt: isoTime(jobOpenings.createdAt),
  updatedAt: isoTime(jobOpenings.updatedAt),
});
const newestFirst = [desc(jobOpenings.createdAt), desc(jobOpenings.id)];

export function createJobOpeningsRepository(db: Db) {
  /**
   * One of the job opening's `columns`, or its company's name, contains the term. An indexed term
   * goes column by column, so each arm can use the trigram index (one OR across them would make
   * the planner prefer reading every long description); a short one is checked row by row.
   */
  const matching = (search: SearchKind, columns: SearchedColumns): SQL | undefined => {
    const own = eq(jobOpenings.userId, P.userId);
    const byCompany = db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.userId, P.userId), matchesAny(P.pattern, [companies.name])));
    if (search === 'short')
      return or(matchesAny(P.pattern, columns), inArray(jobOpenings.companyId, byCompany));
    const arm = (column: SearchedColumn) =>
      db
        .select({ id: jobOpenings.id })
        .from(jobOpenings)
        .where(and(own, matchesAny(P.pattern, [column])));
    const [first, ...others] = columns;
    const ofCompany = db
      .select({ id: jobOpenings.id })
      .from(jobOpenings)
      .where(and(own, inArray(jobOpenings.companyId, byCompany)));
    const ids = union(arm(first), ofCompany, ...others.map(arm));
    return idIn(jobOpenings.id, ids, search);
  };

  const whereOf = (s: Shape): SQL | undefined =>
    and(
      eq(jobOpenings.userId, P.userId),
      s.status ? eq(jobOpenings.status, Q.status) : undefined,
      s.employmentType ? eq(jobOpenings.employmentType, Q.employmentType) : undefined,
      s.companyId ? eq(jobOpenings.companyId, Q.companyId) : undefined,
      s.search === 'none' ? undefined : matching(s.search, listSearched),
    );

  const listQueries = perShape(keyOf, (shape, name) => {
    const where = whereOf(shape);
    return {
      count: db
        .select({ n: count() })
        .from(jobOpenings)
        .where(where)
        .prepare(name && `${name}_count`),
      stats: db
        .select({
          total: count(),
          active: countWhere(eq(jobOpenings.status, 'active')),
          filled: countWhere(eq(jobOpenings.status, 'filled')),
          overdue: countWhere(lt(jobOpenings.dueDate, Q.now)),
        })
        .from(jobOpenings)
        .where(where)
        .prepare(name && `${name}_stats`),
    };
  });

  const page = encodePage(db, jobOpeningJson, newestFirst);
  const pageQuery = pageQueries(db, keyOf, (shape, window, name) =>
    page
      .finish(
        db
          .select(page.columns)
          .from(pageOf(db, jobOpenings, whereOf(shape), newestFirst, window))
          .innerJoin(companies, eq(companies.id, jobOpenings.companyId))
          .$dynamic(),
      )
      .prepare(name),
  );

  /** The selector's matches: the title or the company name contains the term. */
  const optionsQuery = perShape(
    (shape: { search: SearchKind }) => shape.search,
    (shape, name) =>
      db
        .select({ id: jobOpenings.id, title: jobOpenings.title, companyName: companies.name })
        .from(jobOpenings)
        .innerJoin(companies, eq(companies.id, jobOpenings.companyId))
        .where(
          and(
            eq(jobOpenings.userId, P.userId),
            shape.search === 'none' ? undefined : matching(shape.search, [jobOpenings.title]),
          ),
        )
        .orderBy(asc(jobOpenings.title), asc(companies.name), asc(jobOpenings.id))
        .limit(P.limit)
        .prepare(name && `${name}_options`),
  );

  return {
    /**
     * Newest first, with company names; filtered as `JobOpeningListQuery` says. Due dates before
     * `overdueBefore` are overdue.
     */
    async list(userId: string, filter: JobOpeningFilter, overdueBefore: Date, totalOf?: TotalOf) {
      const shape = shapeOf(filter);
      const queries = { page: pageQuery(shape, filter), count: listQueries(shape).count };
      const values = { ...listValues(userId, filter), now: overdueBefore.toISOString() };
      return runList(queries, values, filter, totalOf);
    },
    /** Tiles over the same filters as the list; overdue means a due date before `overdueBefore`. */
    async stats(userId: string, filter: JobOpeningWhere, overdueBefore: Date) {
      const values = { ...listValues(userId, filter), now: overdueBefore.toISOString() };
      const [row] = await listQueries(shapeOf(filter)).stats.execute(values);
      return {
        total: row?.total ?? 0,
        active: row?.active ?? 0,
        filled: row?.filled ?? 0,
        overdue: row?.overdue ?? 0,
      };
    },
    /** The first `limit` matches by title, then company name, for the job opening selectors. */
    async options(userId: string, search: string | undefined, limit: number) {
      const values = listValues(userId, { search, limit });
      return optionsQuery({ search: searchKind(search) }).execute(values);
    },
    async findById(userId: string, id: string): Promise<JobOpeningRow | undefined> {
      const [row] = await db
        .select(withCompany)
        .from(jobOpenings)
        .innerJoin(companies, eq(companies.id, jobOpenings.companyId))
        .where(owned(userId, id));
      return row;
    },
    /** Whether the job opening exists and is the user's; locks it against deletion until commit. */
    async lockOwned(userId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: jobOpenings.id })
        .from(jobOpenings)
        .where(owned(userId, id))
        .for('share');
      return row !== undefined;
    },
    async insert(userId: string, values: JobOpeningValues): Promise<string | undefined> {
      const [row] = await db
        .insert(jobOpenings)
        .values({ ...values, userId })
        .returning({ id: jobOpenings.id });
      return row?.id;
    },
    async update(userId: string, id: string, values: JobOpeningValues): Promise<boolean> {
      const rows = await db
        .update(jobOpenings)
        .set(values)
        .where(owned(userId, id))
        .returning({ id: jobOpenings.id });
      return rows.length > 0;
    },
    /** Deletes the job opening; its applications go with it (foreign keys). */
    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(jobOpenings).where(owned(userId, id)).returning({ id: jobOpenings.id });
      return rows.length > 0;
    },
  };
}
export type JobOpeningsRepository = ReturnType<typeof createJobOpeningsRepository>;

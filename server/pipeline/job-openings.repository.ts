import { and, asc, count, eq, getTableColumns, lt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { companies, jobOpenings } from '#server/db/schema/index.ts';
import {
  type JobOpeningFilter,
  type JobOpeningWhere,
  jobOpeningMatches,
  jobOpeningsList,
  OVERDUE_BEFORE,
} from './lists/job-openings.list.ts';
import { countWhere, listQueries } from './lists/list-query.ts';
import { listValues, P, perShape } from './lists/prepared.ts';
import { type SearchKind, searchKind } from './lists/search.ts';

export type JobOpeningValues = Omit<
  typeof jobOpenings.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt' | 'dueDate'
> & { dueDate: Date | null };

/** A job opening with its company's name, as lists and details show it. */
const withCompany = { ...getTableColumns(jobOpenings), companyName: companies.name };
export type JobOpeningRow = typeof jobOpenings.$inferSelect & { companyName: string };

const owned = (userId: string, id: string) => and(eq(jobOpenings.userId, userId), eq(jobOpenings.id, id));
/** The selectors' search: the title or the company name contains the term. */
const titleMatches = jobOpeningMatches([jobOpenings.title]);

export function createJobOpeningsRepository(db: Db) {
  const list = listQueries(db, jobOpeningsList);
  /** Tiles over the same rows as the list. */
  const statsQuery = list.filtered((where, name) =>
    db
      .select({
        total: count(),
        active: countWhere(eq(jobOpenings.status, 'active')),
        filled: countWhere(eq(jobOpenings.status, 'filled')),
        overdue: countWhere(lt(jobOpenings.dueDate, OVERDUE_BEFORE)),
      })
      .from(jobOpenings)
      .where(where)
      .prepare(name && `${name}_stats`),
  );

  /** The selector's matches, first by title, then company name. */
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
            shape.search === 'none'
              ? undefined
              : titleMatches({ db, kind: shape.search, userId: P.userId, pattern: P.pattern }),
          ),
        )
        .orderBy(asc(jobOpenings.title), asc(companies.name), asc(jobOpenings.id))
        .limit(P.limit)
        .prepare(name && `${name}_options`),
  );

  return {
    /** A page of `jobOpeningsList`; due dates before `overdueBefore` are overdue. */
    list: (userId: string, filter: JobOpeningFilter, overdueBefore: Date) =>
      list.page(userId, filter, { now: overdueBefore.toISOString() }),
    count: list.count,
    /** Tiles over the same filters as the list; overdue means a due date before `overdueBefore`. */
    async stats(userId: string, filter: JobOpeningWhere, overdueBefore: Date) {
      const values = { ...list.values(userId, filter), now: overdueBefore.toISOString() };
      const [row] = await statsQuery(filter).execute(values);
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

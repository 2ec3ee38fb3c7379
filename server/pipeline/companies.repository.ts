import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { companies, jobOpenings } from '#server/db/schema/index.ts';
import { companiesList } from './lists/companies.list.ts';
import { countWhere, listQueries } from './lists/list-query.ts';
import { FENCED, fencedWhenIndexed, searchAny } from './lists/search.ts';

export type CompanyRow = typeof companies.$inferSelect;
/** What a user may set; id, owner and timestamps are the server's. */
export type CompanyValues = Omit<typeof companies.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

const owned = (userId: string, id: string) => and(eq(companies.userId, userId), eq(companies.id, id));

export function createCompaniesRepository(db: Db) {
  const list = listQueries(db, companiesList);

  return {
    /** A page of `companiesList`. */
    list: list.page,
    count: list.count,
    /** The first `limit` companies by name whose name contains `search`, for the selectors. */
    async options(userId: string, search: string | undefined, limit: number) {
      const matches = db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(and(eq(companies.userId, userId), searchAny(search, [companies.name])))
        .$dynamic();
      const found = fencedWhenIndexed(matches, search).as('found');
      return db.select().from(found).orderBy(asc(found.name), asc(found.id)).limit(limit).execute(FENCED);
    },
    async findById(userId: string, id: string): Promise<CompanyRow | undefined> {
      const [row] = await db.select().from(companies).where(owned(userId, id));
      return row;
    },
    /** Whether the company exists and is the user's; locks it against deletion until commit. */
    async lockOwned(userId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(owned(userId, id))
        .for('share');
      return row !== undefined;
    },
    async jobOpeningCounts(userId: string, id: string) {
      const [row] = await db
        .select({ total: count(), active: countWhere(eq(jobOpenings.status, 'active')) })
        .from(jobOpenings)
        .where(and(eq(jobOpenings.userId, userId), eq(jobOpenings.companyId, id)));
      return { total: row?.total ?? 0, active: row?.active ?? 0 };
    },
    async insert(userId: string, values: CompanyValues): Promise<CompanyRow | undefined> {
      const [row] = await db
        .insert(companies)
        .values({ ...values, userId })
        .returning();
      return row;
    },
    async update(userId: string, id: string, values: CompanyValues): Promise<CompanyRow | undefined> {
      const [row] = await db.update(companies).set(values).where(owned(userId, id)).returning();
      return row;
    },
    /** Deletes the company; its job openings and their applications go with it (foreign keys). */
    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(companies).where(owned(userId, id)).returning({ id: companies.id });
      return rows.length > 0;
    },
  };
}
export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;

import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { CompanyDto } from '#contracts/companies.ts';
import type { Db } from '#server/db/client.ts';
import { companies, jobOpenings } from '#server/db/schema/index.ts';
import { encodePage, isoTime, jsonObject, listedDescription } from './json-encode.ts';
import {
  countWhere,
  FENCED,
  fencedWhenIndexed,
  listValues,
  matchesAny,
  P,
  type Paging,
  pageOf,
  pageQueries,
  perShape,
  runList,
  type SearchKind,
  searchAny,
  searchKind,
  type TotalOf,
} from './list-query.ts';

export type CompanyRow = typeof companies.$inferSelect;
/** What a user may set; id, owner and timestamps are the server's. */
export type CompanyValues = Omit<typeof companies.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;
export type CompanyFilter = Paging & { search?: string };

/**
 * A list item, encoded by the database (json-encode.ts) as `toCompanyDto` encodes a row, with the
 * start of the description only.
 */
const companyJson = jsonObject<CompanyDto>({
  id: companies.id,
  name: companies.name,
  description: listedDescription(companies.description),
  website: companies.website,
  industry: companies.industry,
  contactEmail: companies.contactEmail,
  contactPhone: companies.contactPhone,
  address: companies.address,
  location: companies.location,
  createdAt: isoTime(companies.createdAt),
  updatedAt: isoTime(companies.updatedAt),
});
const newestFirst = [desc(companies.createdAt), desc(companies.id)];
type Shape = { search: SearchKind };

const owned = (userId: string, id: string) => and(eq(companies.userId, userId), eq(companies.id, id));

export function createCompaniesRepository(db: Db) {
  const whereOf = (shape: Shape): SQL | undefined => {
    const searched = [companies.name, companies.industry, companies.contactEmail];
    return and(
      eq(companies.userId, P.userId),
      shape.search === 'none' ? undefined : matchesAny(P.pattern, searched),
    );
  };
  const countQuery = perShape(
    (shape: Shape) => shape.search,
    (shape, name) =>
      db
        .select({ n: count() })
        .from(companies)
        .where(whereOf(shape))
        .prepare(name && `${name}_count`),
  );
  const page = encodePage(db, companyJson, newestFirst);
  const pageQuery = pageQueries(
    db,
    (shape: Shape) => shape.search,
    (shape, window, name) => {
      return page
        .finish(
          db
            .select(page.columns)
            .from(pageOf(db, companies, whereOf(shape), newestFirst, window))
            .$dynamic(),
        )
        .prepare(name);
    },
  );

  return {
    /** Newest first; search over name, industry and contact e-mail. */
    async list(userId: string, filter: CompanyFilter, totalOf?: TotalOf) {
      const shape = { search: searchKind(filter.search) };
      const queries = { page: pageQuery(shape, filter), count: countQuery(shape) };
      return runList(queries, listValues(userId, filter), filter, totalOf);
    },
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

import { and, asc, count, desc, eq, gt, type SQLWrapper, sql } from 'drizzle-orm';
import type { CandidateListItem, ExperienceLevel } from '#contracts/candidates.ts';
import type { Db } from '#server/db/client.ts';
import { candidates } from '#server/db/schema/index.ts';
import { encodePage, isoTime, jsonObject } from './json-encode.ts';
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

export type CandidateRow = typeof candidates.$inferSelect;
/**
 * A list item, encoded by the database (json-encode.ts) as `toCandidateDto` encodes a row, less
 * the long texts, which stay in the table.
 */
const candidateJson = jsonObject<CandidateListItem>({
  id: candidates.id,
  firstName: candidates.firstName,
  lastName: candidates.lastName,
  email: candidates.email,
  phone: candidates.phone,
  location: candidates.location,
  linkedinUrl: candidates.linkedinUrl,
  currentCompany: candidates.currentCompany,
  currentTitle: candidates.currentTitle,
  experienceLevel: candidates.experienceLevel,
  skills: candidates.skills,
  portfolioUrl: candidates.portfolioUrl,
  fileAttachments: candidates.fileAttachments,
  createdAt: isoTime(candidates.createdAt),
  updatedAt: isoTime(candidates.updatedAt),
});
const newestFirst = [desc(candidates.createdAt), desc(candidates.id)];
export type CandidateValues = Omit<
  typeof candidates.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;
export type CandidateFilter = Paging & { search?: string; experienceLevel?: ExperienceLevel };

/** Same expression as `candidates_search_index`, so "Ada Lovelace" matches and the index serves it. */
const fullName = sql`(${candidates.firstName} || ' ' || ${candidates.lastName})`;
/** Search over first and last name (and both together), e-mail, current company and title. */
const candidateMatches = (pattern: SQLWrapper) =>
  matchesAny(pattern, [fullName, candidates.email, candidates.currentCompany, candidates.currentTitle]);
/** The narrower search of the applications list and the candidate selector: name and e-mail. */
export const candidateNameMatches = (pattern: string | SQLWrapper) =>
  matchesAny(pattern, [fullName, candidates.email]);
const experience = sql.placeholder('experienceLevel');

const owned = (userId: string, id: string) => and(eq(candidates.userId, userId), eq(candidates.id, id));
/** `octet_length` reads the stored size: a long résumé is not de-TOASTed just to be counted. */
const filled = (column: typeof candidates.resumeText | typeof candidates.portfolioUrl) =>
  gt(sql`octet_length(${column})`, 0);

export function createCandidatesRepository(db: Db) {
  type Shape = { search: SearchKind; experienceLevel: boolean };
  const keyOf = (shape: Shape) => `${shape.search}:${shape.experienceLevel}`;
  const whereOf = (shape: Shape) =>
    and(
      eq(candidates.userId, P.userId),
      shape.experienceLevel ? eq(candidates.experienceLevel, experience) : undefined,
      shape.search === 'none' ? undefined : candidateMatches(P.pattern),
    );
  const countQuery = perShape(keyOf, (shape, name) =>
    db
      .select({ n: count() })
      .from(candidates)
      .where(whereOf(shape))
      .prepare(name && `${name}_count`),
  );
  const page = encodePage(db, candidateJson, newestFirst);
  const pageQuery = pageQueries(db, keyOf, (shape, window, name) =>
    page
      .finish(
        db
          .select(page.columns)
          .from(pageOf(db, candidates, whereOf(shape), newestFirst, window))
          .$dynamic(),
      )
      .prepare(name),
  );

  return {
    /** Newest first. */
    async list(userId: string, filter: CandidateFilter, totalOf?: TotalOf) {
      const shape = { search: searchKind(filter.search), experienceLevel: Boolean(filter.experienceLevel) };
      const queries = { page: pageQuery(shape, filter), count: countQuery(shape) };
      return runList(queries, listValues(userId, filter), filter, totalOf);
    },
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

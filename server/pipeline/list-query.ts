import { type Column, ilike, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Page } from '#contracts/common.ts';
import type { Db } from '#server/db/client.ts';
import { pgliteStatement } from '#server/db/pglite-statements.ts';
import type { JsonText } from './json-encode.ts';

/** Paging as the list queries carry it (contracts/common.ts `PageQuery`). */
export type Paging = { limit: number; offset: number };

/**
 * `%term%` for ILIKE, with `%`, `_` and `\` in the term taken literally: backslash is
 * PostgreSQL's default LIKE escape, and the pattern always travels as a bound parameter.
 */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Trigram indexes serve terms from three characters on; shorter ones match most rows anyway. */
export const INDEXED_TERM_MIN = 3;
export const isIndexedTerm = (term: string) => term.trim().length >= INDEXED_TERM_MIN;

/**
 * The named parameters of the prepared list queries. A list's query is built once per shape
 * (which filters it has) and then run with these values, so a request does not pay for building
 * SQL: docs/decisions/016-pipeline-request-path.md.
 */
export const P = {
  userId: sql.placeholder('userId'),
  /** `containsPattern` of the search term. */
  pattern: sql.placeholder('pattern'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/** No search, one the trigram indexes serve, or a one- or two-character one. */
export type SearchKind = 'none' | 'indexed' | 'short';
export const searchKind = (term: string | undefined): SearchKind =>
  !term?.trim() ? 'none' : isIndexedTerm(term) ? 'indexed' : 'short';

/**
 * The values of a list's placeholders: `P`'s (the user, the search pattern) and the filter's own
 * fields, whose placeholders carry the same names (`status`, `companyId`…); a query ignores the
 * values it has no placeholder for.
 */
export function listValues<F extends object>(userId: string, filter: F) {
  const search = 'search' in filter ? filter.search : undefined;
  const term = typeof search === 'string' ? search.trim() : '';
  return { ...filter, userId, pattern: term ? containsPattern(term) : undefined };
}

let statements = 0;
/**
 * Queries built on first use of each shape and kept. Shapes without a search become named
 * prepared statements, whose plans PostgreSQL may cache; with a search every run is planned for
 * its own pattern, as a match of 1 row and one of 30,000 want different plans.
 */
export function perShape<S extends { search: SearchKind }, Q>(
  keyOf: (shape: S) => string,
  build: (shape: S, name: string) => Q,
): (shape: S) => Q {
  const built = new Map<string, Q>();
  return (shape) => {
    const key = keyOf(shape);
    let query = built.get(key);
    if (query === undefined) {
      query = build(shape, shape.search === 'none' ? `ih_list_${++statements}` : '');
      built.set(key, query);
    }
    return query;
  };
}

/**
 * `column` is one of the ids `ids` yields. For an indexed term the ids are gathered first
 * (`= any(array(…))`), so the btree index on `column` fetches the few matching rows. A short
 * term matches a large share of the rows: `in (…)` becomes a hashed set that a newest-first
 * scan probes, stopping as soon as the page is full.
 */
export function idIn(column: Column, ids: SQLWrapper, search: SearchKind): SQL {
  return search === 'indexed' ? sql`${column} = any(array(${ids}))` : inArray(column, ids);
}

/** Case-insensitive "contains" over any of the expressions, for a `containsPattern` value. */
export const matchesAny = (pattern: string | SQLWrapper, expressions: (Column | SQL)[]) =>
  or(...expressions.map((e) => ilike(e, pattern)));

/**
 * A selector's matches, to be ordered from outside (`.as(…)`, run with `FENCED`). The selectors
 * read their first rows from an index in their own order. With an indexed term beside that ORDER
 * BY, the planner would walk the index testing every row until it had a page, where the trigram
 * index finds the few matches at once: such matches are fenced by an `offset`, which keeps
 * PostgreSQL from merging them into the ordered query. Without a fence the subquery is merged, and
 * a short term (which matches many rows) walks the index in order and soon has a page.
 */
export function fencedWhenIndexed<Q extends PgSelect>(matches: Q, term: string | undefined): Q {
  return searchKind(term) === 'indexed' ? (matches.offset(FENCE) as Q) : matches;
}
/** The fence's `offset` is a placeholder run with 0: Drizzle leaves a literal `offset 0` out. */
const FENCE = sql.placeholder('fence');
export const FENCED = { fence: 0 };

/** Case-insensitive "contains" over any of the expressions; undefined when there is no search. */
export function searchAny(term: string | undefined, expressions: (Column | SQL)[]): SQL | undefined {
  const text = term?.trim();
  return text ? matchesAny(containsPattern(text), expressions) : undefined;
}

/** How a list's total is obtained: by running the count, or from a memo (aggregate-memo.ts). */
export type TotalOf = (count: () => Promise<number>) => Promise<number>;
export const countNow: TotalOf = (count) => count();

/**
 * `table`'s rows of one page (filters, search, order and the `pageQueries` window), under the
 * table's own name: the page is chosen before anything is joined to it.
 */
export function pageOf(db: Db, table: PgTable, where: SQL | undefined, orderBy: SQL[], window: SQL): SQL {
  const chosen = db
    .select()
    .from(table)
    .where(where)
    .orderBy(...orderBy);
  return sql`(${chosen} ${window}) as ${table}`;
}

/**
 * The `columns` of the row of `table` whose id is `id` (a column of the page), for an inner
 * lateral join under the table's own name: each row of a page looks up its candidate, job opening
 * or company by primary key, and carries only what the page shows (not a résumé). Written as a plain join, PostgreSQL may instead hash the whole joined table for a
 * page of 50 rows, as its default costs price 50 index probes above one sequential scan of 5,000
 * rows that are in memory anyway. `offset 0` keeps the subquery from being flattened back into
 * that join: docs/decisions/018-lists-encoded-by-the-database.md.
 */
export const rowById = (table: PgTable & { id: Column }, id: Column, columns: Column[]): SQL =>
  sql`(select ${sql.join(columns, sql`, `)} from ${table} where ${table.id} = ${id} offset 0) as ${table}`;

type Prepared<T> = { execute(values: Record<string, unknown>): Promise<T> };
type BuiltQuery = Parameters<typeof pgliteStatement>[1];

let pages = 0;
/**
 * Page queries, built on first use of each shape. The first page of a list without a search is a
 * named statement with its LIMIT written in: with `limit $n` PostgreSQL estimates a tenth of the
 * rows, finds the cached generic plan dearer than planning afresh, and so plans every run (about
 * as long as running the page); on PGlite, which ignores names, it is kept with PREPARE. Other
 * pages and searches are planned per run, with their values.
 * `window` is the query's LIMIT/OFFSET clause: docs/decisions/018-lists-encoded-by-the-database.md.
 */
export function pageQueries<S extends { search: SearchKind }, T>(
  db: Db,
  keyOf: (shape: S) => string,
  build: (shape: S, window: SQL, name: string) => JsonPage<T> & BuiltQuery,
): (shape: S, paging: Paging) => JsonPage<T> {
  const built = new Map<string, JsonPage<T>>();
  return (shape, { limit, offset }) => {
    const first = shape.search === 'none' && offset === 0 && Number.isSafeInteger(limit) && limit > 0;
    const key = `${keyOf(shape)}|${first ? limit : '*'}`;
    let query = built.get(key);
    if (query === undefined) {
      const window = first ? sql.raw(`limit ${limit}`) : sql`limit ${P.limit} offset ${P.offset}`;
      const name = first ? `ih_page_${++pages}` : '';
      const page = build(shape, window, name);
      const kept = name ? pgliteStatement(db, page, name) : undefined;
      query = kept
        ? {
            execute: async (values) => (await kept(values)).map(([item, n]) => ({ item, n }) as PageRow<T>),
          }
        : page;
      built.set(key, query);
    }
    return query;
  };
}

/** Items of a page as the database encoded them (`encodePage`): `n` of them in `item`. */
type PageRow<T> = { item: JsonText<T>; n: number };
export type JsonPage<T> = Prepared<PageRow<T>[]>;
export type Count = Prepared<{ n: number }[]>;

/** A list page (the contract's `Page<T>`) whose items are still the database's JSON text. */
export type EncodedPage<T> = Omit<Page<T>, 'items'> & { items: JsonText<T[]> };

/**
 * A page plus its total. The count is a second query, run only when the page cannot tell it:
 * a first page shorter than the limit already is the whole result.
 */
export async function runList<T>(
  queries: { page: JsonPage<T>; count: Count },
  values: Record<string, unknown>,
  paging: Paging,
  totalOf: TotalOf = countNow,
): Promise<EncodedPage<T>> {
  const rows = (await queries.page.execute(values)).filter((row) => row.n > 0);
  // The items' JSON texts, in the page's order, as the text of one array.
  const items = `[${rows.map((row) => row.item).join(',')}]` as JsonText<T[]>;
  const n = rows.reduce((sum, row) => sum + row.n, 0);
  const { limit, offset } = paging;
  const complete = n < limit && (n > 0 || offset === 0);
  const total = complete
    ? offset + n
    : await totalOf(async () => (await queries.count.execute(values))[0]?.n ?? 0);
  return { items, total, limit, offset };
}

/** `count(*) filter (where …)`: statistics are counted by the database, never in Node. */
export const countWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition ?? sql`true`})`.mapWith(Number);

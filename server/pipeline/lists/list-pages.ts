import { Column, eq, is, SQL, sql } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Page } from '#contracts/common.ts';
import type { Db } from '#server/db/client.ts';
import { inlined, pgliteStatement } from '#server/db/pglite-statements.ts';
import type { JsonText } from './json-encode.ts';
import type { Join, Paging } from './list-definition.ts';
import { P } from './prepared.ts';
import type { SearchKind } from './search.ts';

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
 * or company by primary key, and carries only what the page shows (not a résumé). Written as a
 * plain join, PostgreSQL may instead hash the whole joined table for a page of 50 rows, as its
 * default costs price 50 index probes above one sequential scan of 5,000 rows that are in memory
 * anyway. `offset 0` keeps the subquery from being flattened back into that join:
 * docs/decisions/018-lists-encoded-by-the-database.md.
 */
const rowById = (table: PgTable & { id: Column }, id: Column, columns: Column[]): SQL =>
  sql`(select ${sql.join(columns, sql`, `)} from ${table} where ${table.id} = ${id} offset 0) as ${table}`;

/** The columns of `table` that `expression` reads, in the order it reads them. */
function columnsRead(expression: unknown, table: PgTable, found: Column[] = []): Column[] {
  if (is(expression, Column)) {
    if (expression.table === table && !found.includes(expression)) found.push(expression);
  } else if (is(expression, SQL)) {
    for (const chunk of expression.queryChunks) columnsRead(chunk, table, found);
  } else if (Array.isArray(expression)) {
    for (const item of expression) columnsRead(item, table, found);
  }
  return found;
}

/**
 * What a lookup reads of its table: the columns of it the item reads, then those that key a
 * later join (a job opening's `company_id` for its company).
 */
function lookupColumns(join: Join, item: SQL, later: Join[]): Column[] {
  return columnsRead(
    later.map((next) => next.key),
    join.table,
    columnsRead(item, join.table),
  );
}

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
      const window = first ? sql`limit ${inlined(limit)}` : sql`limit ${P.limit} offset ${P.offset}`;
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

/** `query` with the list's joins to its rows. They add tables, not columns: its rows keep their type. */
export function withJoins<Q extends PgSelect>(query: Q, joins: Join[], item: SQL): Q {
  return joins.reduce<PgSelect>(
    (joined, join, i) =>
      join.how === 'join'
        ? joined.innerJoin(join.table, eq(join.table.id, join.key))
        : joined.innerJoinLateral(
            rowById(join.table, join.key, lookupColumns(join, item, joins.slice(i + 1))),
            sql`true`,
          ),
    query,
  ) as unknown as Q;
}

/** Items of a page as the database encoded them (`encodePage`): `n` of them in `item`. */
type PageRow<T> = { item: JsonText<T>; n: number };
type JsonPage<T> = Prepared<PageRow<T>[]>;

/** A list page (the contract's `Page<T>`) whose items are still the database's JSON text. */
export type EncodedPage<T> = Omit<Page<T>, 'items'> & { items: JsonText<T[]> };
/** A page whose total is known only when the page tells it: a first page shorter than the limit. */
export type ListedPage<T> = Omit<EncodedPage<T>, 'total'> & { total: number | undefined };

/** The page with its total: its own when it tells it, otherwise `total()` (a count, or a memo of one). */
export async function withTotal<T>(
  page: ListedPage<T>,
  total: () => Promise<number>,
): Promise<EncodedPage<T>> {
  return { ...page, total: page.total ?? (await total()) };
}

/**
 * The page the rows make: the items' JSON texts, in the page's order, as the text of one array;
 * its total when the page tells it (a first page shorter than the limit is the whole result).
 */
export function listedPage<T>(rows: PageRow<T>[], { limit, offset }: Paging): ListedPage<T> {
  const filled = rows.filter((row) => row.n > 0);
  const items = `[${filled.map((row) => row.item).join(',')}]` as JsonText<T[]>;
  const n = filled.reduce((sum, row) => sum + row.n, 0);
  const complete = n < limit && (n > 0 || offset === 0);
  return { items, total: complete ? offset + n : undefined, limit, offset };
}

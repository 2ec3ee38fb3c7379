import { type Column, ilike, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Page } from '#contracts/common.ts';

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
 * `column` is one of the ids `ids` yields. For an indexed term the ids are gathered first
 * (`= any(array(…))`), so the btree index on `column` fetches the few matching rows. A short
 * term matches a large share of the rows: `in (…)` becomes a hashed set that a newest-first
 * scan probes, stopping as soon as the page is full.
 */
export function idIn(column: Column, ids: SQLWrapper, term: string): SQL {
  return isIndexedTerm(term) ? sql`${column} = any(array(${ids}))` : inArray(column, ids);
}

/** Case-insensitive "contains" over any of the expressions; undefined when there is no search. */
export function searchAny(term: string | undefined, expressions: (Column | SQL)[]): SQL | undefined {
  const text = term?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...expressions.map((e) => ilike(e, pattern)));
}

/**
 * A page plus its total. The count is a second query, run only when the page cannot tell it:
 * a first page shorter than the limit already is the whole result.
 */
export async function pageWithTotal<T>(
  paging: Paging,
  rows: () => Promise<T[]>,
  count: () => Promise<number>,
): Promise<{ rows: T[]; total: number }> {
  const found = await rows();
  const complete = found.length < paging.limit && (found.length > 0 || paging.offset === 0);
  return { rows: found, total: complete ? paging.offset + found.length : await count() };
}

export function toPage<R, T>(
  result: { rows: R[]; total: number },
  paging: Paging,
  map: (row: R) => T,
): Page<T> {
  return { items: result.rows.map(map), total: result.total, limit: paging.limit, offset: paging.offset };
}

/** `count(*) filter (where …)`: statistics are counted by the database, never in Node. */
export const countWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition ?? sql`true`})`.mapWith(Number);

import { type Column, ilike, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

/**
 * Searches of the lists and selectors: `ILIKE '%term%'` served by trigram indexes
 * (docs/decisions/009-lists-at-scale.md).
 */

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

/** No search, one the trigram indexes serve, or a one- or two-character one. */
export type SearchKind = 'none' | 'indexed' | 'short';
export const searchKind = (term: string | undefined): SearchKind =>
  !term?.trim() ? 'none' : isIndexedTerm(term) ? 'indexed' : 'short';

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

/** Case-insensitive "contains" over any of the expressions; undefined when there is no search. */
export function searchAny(term: string | undefined, expressions: (Column | SQL)[]): SQL | undefined {
  const text = term?.trim();
  return text ? matchesAny(containsPattern(text), expressions) : undefined;
}

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

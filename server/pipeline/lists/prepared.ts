import { sql } from 'drizzle-orm';
import { containsPattern, type SearchKind } from './search.ts';

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

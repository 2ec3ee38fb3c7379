import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { escapeLiteral } from 'pg';
import type { Db } from './client.ts';
import { pgliteThreadOf } from './pglite-thread.ts';

/**
 * PGlite ignores statement names: every query is parsed and planned anew. For the few statements
 * run on every request (a list's first page) the plan is kept with `PREPARE` and run with
 * `EXECUTE`, as PostgreSQL keeps a named statement's plan (docs/decisions/018). `EXECUTE` takes
 * no bound parameters, so the values are written into it as literals.
 */

/**
 * A value as an SQL literal: the one place a value is written into a statement's text. Text and
 * dates are quoted by the driver's `escapeLiteral` (node-postgres), which also writes a backslash
 * safely whatever `standard_conforming_strings` says; finite numbers, booleans and null are
 * written bare. A NUL (which PostgreSQL text cannot hold) or a non-scalar is refused.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : undefined;
  if (text === undefined || text.includes('\0')) throw new TypeError('Not a value for a statement literal');
  return escapeLiteral(text);
}

/** `sqlLiteral(value)` as a piece of a Drizzle query: for values that are part of a statement's shape. */
export const inlined = (value: unknown): SQL => sql.raw(sqlLiteral(value));

type Built = { getQuery(): { sql: string; params: unknown[] } };
/** Runs a prepared statement: each row as the array of its columns. */
export type RowArrays = (values: Record<string, unknown>) => Promise<unknown[][]>;

/**
 * The rows of `query`, kept as a prepared statement `name` on PGlite; undefined on any other
 * database, whose driver keeps named statements itself.
 */
export function pgliteStatement(db: Db, query: Built, name: string): RowArrays | undefined {
  const client = pgliteThreadOf(db);
  if (!client || !/^\w+$/.test(name)) return undefined;
  const { sql: text, params } = query.getQuery();
  let prepared: Promise<unknown> | undefined;
  return async (values) => {
    prepared ??= client.query(`prepare ${name} as ${text}`).catch((error: unknown) => {
      prepared = undefined;
      throw error;
    });
    await prepared;
    const literals = fillPlaceholders(params, values).map(sqlLiteral);
    const result = await client.query<unknown[]>(`execute ${name}(${literals.join(', ')})`, [], {
      rowMode: 'array',
    });
    return result.rows;
  };
}

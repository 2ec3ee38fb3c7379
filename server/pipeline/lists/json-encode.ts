import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { LISTED_DESCRIPTION_MAX } from '#contracts/common.ts';
import type { Db } from '#server/db/client.ts';
import { inlined } from '#server/db/pglite-statements.ts';
import { pgliteThreadOf } from '#server/db/pglite-thread.ts';

/**
 * DTOs encoded by PostgreSQL: each row of a list page leaves the database as the JSON text of
 * its DTO, instead of some thousand columns that the driver decodes, Drizzle maps and a mapper
 * copies into DTOs
 * (docs/decisions/018-lists-encoded-by-the-database.md).
 */

/** An SQL expression for every field of `T`: a field left out does not compile. */
export type JsonFields<T> = { [K in keyof Required<T>]: SQLWrapper };

/** A `timestamptz` as `Date#toISOString` writes it: UTC, milliseconds, `Z`; null stays null. */
export const isoTime = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The start of a description that a list page carries (`LISTED_DESCRIPTION_MAX` characters). */
export const listedDescription = (column: SQLWrapper) =>
  sql<string | null>`left(${column}, ${inlined(LISTED_DESCRIPTION_MAX)})`;

/**
 * A field name of a DTO, checked to be a word. Field names are part of a list's statement (its
 * shape, fixed when the list is declared), so they are written in as literals, not bound.
 */
function keyOf(name: string): string {
  if (!/^\w+$/.test(name)) throw new Error(`Not a JSON key for SQL: ${name}`);
  return name;
}

/** `json_build_object` over the fields, keyed by their names. */
export function jsonObject<T>(fields: JsonFields<T>): SQL<T> {
  const pairs = Object.entries<SQLWrapper>(fields).map(
    ([key, value]) => sql`${inlined(keyOf(key))}, ${value}`,
  );
  return sql<T>`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The fields of a DTO whose fields are all strings, or strings or null. */
type TextFields<T> = {
  [K in keyof Required<T>]: T[K] extends string | null | undefined ? SQLWrapper : never;
};

/**
 * `jsonObject` for a DTO of strings (and nulls): `json_object(keys, values)` takes one text array
 * a row, where `json_build_object` looks up the type of every value on every row. A page of 50
 * applications is about a sixth cheaper to encode, more in PGlite.
 */
export function jsonTextObject<T>(fields: TextFields<T>): SQL<T> {
  // The keys as one array literal, `{id,status,…}`: words need no quoting inside it.
  const keys = inlined(`{${Object.keys(fields).map(keyOf).join(',')}}`);
  const values = Object.values<SQLWrapper>(fields).map((value) => sql`${value}::text`);
  return sql<T>`json_object(${keys}::text[], array[${sql.join(values, sql`, `)}])`;
}

/** JSON text the database wrote for a `T`; the type says what it encodes. */
export type JsonText<T> = string & { readonly encodes?: T };

/**
 * How a page's items leave the database: as JSON text, which `listedPage` joins into the text
 * of one array and `sendPage` sends on as it is, never parsed into objects to be serialised
 * again (docs/decisions/018-lists-encoded-by-the-database.md). `columns` is the select list, `finish`
 * the end of the query.
 * - PostgreSQL: a row per item, in `orderBy`'s order. Growing one 30 KiB aggregate in the backend
 *   cost more than the rest of the page: a new heap, page faults and copies on every run.
 * - PGlite: one row, the items comma-separated in order (`n` 0 when there is none). Each row
 *   that leaves PGlite costs a protocol message parsed in JavaScript.
 */
export function encodePage<T>(db: Db, object: SQL<T>, orderBy: SQL[]) {
  const embedded = pgliteThreadOf(db) !== undefined;
  const order = sql.join(orderBy, sql`, `);
  return {
    columns: embedded
      ? {
          item: sql<JsonText<T>>`string_agg(${object}::text, ',' order by ${order})`,
          n: sql<number>`count(*)::int`,
        }
      : { item: sql<JsonText<T>>`${object}::text`, n: sql<number>`1` },
    finish: <Q extends PgSelect>(query: Q) => (embedded ? query : query.orderBy(...orderBy)),
  };
}

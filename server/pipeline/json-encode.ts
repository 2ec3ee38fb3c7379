import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * DTOs encoded by PostgreSQL: a list page leaves the database as one JSON value, which the
 * driver hands over with one `JSON.parse`, instead of some thousand columns that the driver
 * decodes, Drizzle maps and a mapper copies into DTOs
 * (docs/decisions/018-lists-encoded-by-the-database.md).
 */

/** An SQL expression for every field of `T`: a field left out does not compile. */
export type JsonFields<T> = { [K in keyof Required<T>]: SQLWrapper };

/** A `timestamptz` as `Date#toISOString` writes it: UTC, milliseconds, `Z`; null stays null. */
export const isoTime = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `json_build_object` over the fields, keyed by their names. */
export function jsonObject<T>(fields: JsonFields<T>): SQL<T> {
  const pairs = Object.entries<SQLWrapper>(fields).map(([key, value]) => {
    if (!/^\w+$/.test(key)) throw new Error(`Not a JSON key for SQL: ${key}`);
    return sql`'${sql.raw(key)}', ${value}`;
  });
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
  const keys = Object.keys(fields);
  for (const key of keys) if (!/^\w+$/.test(key)) throw new Error(`Not a JSON key for SQL: ${key}`);
  const values = Object.values<SQLWrapper>(fields).map((value) => sql`${value}::text`);
  return sql<T>`json_object('{${sql.raw(keys.join(','))}}'::text[], array[${sql.join(values, sql`, `)}])`;
}

/** JSON text the database wrote for a `T`; the type says what it encodes. */
export type JsonText<T> = string & { readonly encodes?: T };

/**
 * The select list of a page: the rows' objects as the text of one JSON array in `orderBy`'s
 * order (`[]` when there is no row), and how many there are. The text is sent on as it is
 * (`sendPage`), never parsed into objects to be serialised again.
 */
export const jsonItems = <T>(object: SQL<T>, orderBy: SQL[]) => ({
  items: sql<JsonText<T[]>>`coalesce(json_agg(${object} order by ${sql.join(orderBy, sql`, `)}), '[]')::text`,
  n: sql<number>`count(*)::int`,
});

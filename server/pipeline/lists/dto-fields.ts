import type { Column, SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import { isoTime, type JsonFields, jsonObject, listedDescription } from './json-encode.ts';

/**
 * A DTO's fields, declared once for both of its encodings: the item of a list page, which the
 * database encodes (`jsonObject`, decision 018), and the record read or written alone, mapped in
 * Node from the row Drizzle returns. A field is a column, which the record copies as it is from
 * the row's value under the field's own name, or a `Field` that says how each encoding writes it.
 */
export class Field<In, Out, Row = unknown, Context = unknown, Listed = SQLWrapper> {
  constructor(
    /** The list item's expression; undefined for a field that only the record carries. */
    readonly listed: Listed,
    /** The record's value, from the row's value under the field's name (or the row and context). */
    readonly read: (value: In, row: Row, context: Context) => Out,
  ) {}
}

/** A column's value as Drizzle reads it: `V`, or null unless the column is `not null`. */
type Read<C extends Column, V = C['_']['data']> = C['_']['notNull'] extends true ? V : V | null;

/** A timestamp as ISO text (`Date#toISOString`): in lists `isoTime` writes the same; null stays null. */
export const isoTimeField = <C extends Column>(column: C) =>
  new Field<Read<C, Date>, Read<C, string>>(
    isoTime(column),
    (value) => (value === null ? null : value.toISOString()) as Read<C, string>,
  );

/** A text whose start only (`listedDescription`) a list item carries; the record has all of it. */
export const shortInLists = <C extends Column>(column: C) =>
  new Field<Read<C>, Read<C>>(listedDescription(column), (value) => value);

/** A text column the record checks against its enum; lists carry it as stored. */
export const parsedField = <C extends Column, S extends z.ZodType>(column: C, schema: S) =>
  new Field<Read<C>, Read<C, z.output<S>>>(
    column,
    (value) => (value === null ? null : schema.parse(value)) as Read<C, z.output<S>>,
  );

/** A field of the record only (a long text): lists leave it out. The column gives its type. */
export const notListed = <C extends Column>(_column: C) =>
  new Field<Read<C>, Read<C>, unknown, unknown, undefined>(undefined, (value) => value);

/** A field computed from the row and the read's context, as the list's expression computes it. */
export const derived = <Out, Row, Context>(listed: SQLWrapper, read: (row: Row, context: Context) => Out) =>
  new Field<unknown, Out, Row, Context>(listed, (_value, row, context) => read(row, context));

/** The row's value under `K`, or undefined for a field the row does not have. */
type RowValue<Row, K> = K extends keyof Row ? Row[K] : undefined;

/** A column whose values fit `V`: of its type, and `not null` unless `V` takes null. */
type ColumnOf<V> = Column & {
  readonly _: { data: NonNullable<V>; notNull: null extends V ? boolean : true };
};

/** A listed field: a column copied as it is (when it and the row's value fit), or an encoded one. */
type ListedField<Dto, Row, Context, K extends keyof Dto> =
  | (RowValue<Row, K> extends Dto[K] ? ColumnOf<Dto[K]> : never)
  | Field<RowValue<Row, K>, Dto[K], Row, Context>;

/** Every field of `Dto`: those of the list's `Item` listed, the others `notListed`. */
export type DtoFields<Dto, Item, Row, Context> = {
  [K in keyof Dto]-?: K extends keyof Item
    ? ListedField<Dto, Row, Context, K>
    : Field<RowValue<Row, K>, Dto[K], Row, Context, undefined>;
};

/**
 * The list item (`jsonObject` over the listed fields, in the declaration's order) and the
 * record's mapper (`toDto`), from one declaration of the fields.
 */
export function dtoFields<Dto, Item, Row, Context = void>(fields: DtoFields<Dto, Item, Row, Context>) {
  type Declared = SQLWrapper | Field<unknown, unknown, Row, Context, SQLWrapper | undefined>;
  const declared = Object.entries(fields) as [string, Declared][];
  const listed = declared.flatMap(([key, field]) => {
    const expression = field instanceof Field ? field.listed : field;
    return expression === undefined ? [] : [[key, expression] as const];
  });
  const reads = declared.map(
    ([key, field]) => [key, field instanceof Field ? field.read : undefined] as const,
  );
  return {
    item: jsonObject<Item>(Object.fromEntries(listed) as JsonFields<Item>),
    /** The DTO of one row: a record read or written alone. */
    toDto: (row: Row, context: Context): Dto => {
      const values = row as Record<string, unknown>;
      const dto: Record<string, unknown> = {};
      for (const [key, read] of reads) dto[key] = read ? read(values[key], row, context) : values[key];
      return dto as Dto;
    },
  };
}

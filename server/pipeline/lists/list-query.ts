import { and, type Column, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { encodePage } from './json-encode.ts';
import type { FilterColumns, ListDefinition, ListFilter, ListWhere } from './list-definition.ts';
import { type ListedPage, listedPage, pageOf, pageQueries, withJoins } from './list-pages.ts';
import { listValues, P, perShape } from './prepared.ts';
import { type SearchKind, searchKind } from './search.ts';

/** The shape of a list's query: what the prepared queries are built (and named) for. */
type Shape<F> = { key: string; search: SearchKind; filters: [keyof F & string, Column][] };

/**
 * The queries of a declared list over `db`: its pages, the count of its rows, and any other query
 * over the same rows (tiles), each built once per shape of the filter.
 */
export function listQueries<Item, F extends FilterColumns>(db: Db, list: ListDefinition<Item, F>) {
  const declared = Object.entries(list.filters) as [keyof F & string, Column][];
  const shapeOf = (filter: ListWhere<ListDefinition<Item, F>>): Shape<F> => {
    const search = searchKind(filter.search);
    const filters = declared.filter(([name]) => Boolean(filter[name]));
    return { key: `${search}:${filters.map(([name]) => name).join(',')}`, search, filters };
  };
  const keyOf = (shape: Shape<F>) => shape.key;

  const whereOf = ({ search, filters }: Shape<F>): SQL | undefined =>
    and(
      eq(list.table.userId, P.userId),
      ...filters.map(([name, column]) => eq(column, sql.placeholder(name))),
      search === 'none' ? undefined : list.search({ db, kind: search, userId: P.userId, pattern: P.pattern }),
    );

  /** A query over the rows a filter selects, whatever the page, built once per shape. */
  const filtered = <Q>(build: (where: SQL | undefined, name: string) => Q) => {
    const query = perShape(keyOf, (shape: Shape<F>, name) => build(whereOf(shape), name));
    return (filter: ListWhere<ListDefinition<Item, F>>) => query(shapeOf(filter));
  };

  const encoded = encodePage(db, list.item, list.order);
  const pageQuery = pageQueries(db, keyOf, (shape: Shape<F>, window, name) =>
    encoded
      .finish(
        withJoins(
          db
            .select(encoded.columns)
            .from(pageOf(db, list.table, whereOf(shape), list.order, window))
            .$dynamic(),
          list.joins,
          list.item,
        ),
      )
      .prepare(name),
  );
  const countQuery = filtered((where, name) =>
    db
      .select({ n: count() })
      .from(list.table)
      .where(where)
      .prepare(name && `${name}_count`),
  );

  return {
    filtered,
    /** Placeholders' values for the user and the filter (`listValues`). */
    values: (userId: string, filter: ListWhere<ListDefinition<Item, F>>) => listValues(userId, filter),

    /**
     * One page of the list, its items as the database's JSON text. `values` adds what the item
     * reads beside the filter (a job opening's overdue limit).
     */
    async page(
      userId: string,
      filter: ListFilter<ListDefinition<Item, F>>,
      values: Record<string, unknown> = {},
    ): Promise<ListedPage<Item>> {
      const rows = await pageQuery(shapeOf(filter), filter).execute({
        ...listValues(userId, filter),
        ...values,
      });
      return listedPage(rows, filter);
    },

    /** The rows the filter selects, every page: a second query, run only when a page cannot tell it. */
    async count(userId: string, filter: ListWhere<ListDefinition<Item, F>>): Promise<number> {
      const [row] = await countQuery(filter).execute(listValues(userId, filter));
      return row?.n ?? 0;
    },
  };
}

/** `count(*) filter (where …)`: statistics are counted by the database, never in Node. */
export const countWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition ?? sql`true`})`.mapWith(Number);

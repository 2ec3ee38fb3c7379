import { type Column, desc, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { matchesAny, type SearchKind } from './search.ts';

/**
 * A pipeline list, declared in one place (`<name>.list.ts`): its table, the filters of its query,
 * its search, its order, the tables joined for its items and how an item is encoded. The engine
 * (list-query.ts) builds the list's queries from the declaration: pages encoded by the database,
 * prepared per filter shape, and the counts and tiles over the same rows
 * (docs/decisions/029-list-declarations.md).
 */

/** A table whose rows belong to a user, found by id, newest first. */
export type ListTable = PgTable & { id: Column; userId: Column; createdAt: Column };

/** The query's filters: each field name, when the query gives it, keeps the rows whose column equals it. */
export type FilterColumns = Record<string, Column>;

/** What a search condition is built from: the rows' owner and the `%term%` pattern, as placeholders. */
export type SearchContext = {
  db: Db;
  kind: Exclude<SearchKind, 'none'>;
  userId: SQLWrapper;
  pattern: SQLWrapper;
};
export type Search = (context: SearchContext) => SQL | undefined;

/**
 * A table joined to each row of a page by the primary key that `key` (a column of the page or of
 * an earlier join) holds:
 * - `join`: a plain inner join;
 * - `lookup`: an inner lateral join on the one row, reading only the columns the item reads
 *   (`rowById`): the planner cannot hash the whole table for a page of 50 rows.
 */
export type Join = { table: ListTable; key: Column; how: 'join' | 'lookup' };

export type ListDefinition<Item, F extends FilterColumns> = {
  /** The list's name, for the totals memo. */
  name: string;
  table: ListTable;
  filters: F;
  search: Search;
  order: SQL[];
  joins: Join[];
  /** An item as the page carries it (json-encode.ts), which the contract's list item types. */
  item: SQL<Item>;
};

/** A list's declaration, its item and filter types kept. */
export const defineList = <Item, F extends FilterColumns = Record<never, Column>>(
  list: Omit<ListDefinition<Item, F>, 'filters' | 'joins'> & { filters?: F; joins?: Join[] },
): ListDefinition<Item, F> => ({ ...list, filters: list.filters ?? ({} as F), joins: list.joins ?? [] });

/** Newest first, `(created_at desc, id desc)`, so pages are stable when rows share a timestamp. */
export const newestFirst = (table: ListTable): SQL[] => [desc(table.createdAt), desc(table.id)];

/** A search for the term in any of the expressions, the same for every kind of term. */
export const anyOf =
  (expressions: (Column | SQL)[]): Search =>
  ({ pattern }) =>
    matchesAny(pattern, expressions);

export const joined = (table: ListTable, key: Column): Join => ({ table, key, how: 'join' });
export const lookedUp = (table: ListTable, key: Column): Join => ({ table, key, how: 'lookup' });

/** Paging as the list queries carry it (contracts/common.ts `PageQuery`). */
export type Paging = { limit: number; offset: number };

/** The filters of a list's query: its search and its declared filters, each optional. */
export type ListWhere<L extends { filters: FilterColumns }> = { search?: string } & {
  [K in keyof L['filters']]?: L['filters'][K]['_']['data'];
};
/** A list's query: its filters and its page. */
export type ListFilter<L extends { filters: FilterColumns }> = Paging & ListWhere<L>;

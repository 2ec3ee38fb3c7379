/**
 * Full-text search over what a session holds (docs/decisions/047-search-vectors.md). Each searched
 * text has a stored generated column `search_vector` (`to_tsvector('english', text)`), which the
 * database computes in the statement that inserts or edits the row, and a GIN index on it
 * (fastupdate off). Migration 0020 writes them in SQL; they are left out of the Drizzle tables so
 * that no `select()` or `returning()` carries a tsvector, and only the search reads them.
 */
export const SEARCH_VECTOR = 'search_vector';

/** Each searched table: the text its `search_vector` is made of, and the GIN index on it. */
export const SEARCHED_TEXTS = [
  { table: 'conversation_chunks', text: 'text', index: 'conversation_chunks_search' },
  { table: 'feedback', text: 'content', index: 'feedback_search' },
  { table: 'scorecard_items', text: 'content', index: 'scorecard_items_search' },
  {
    table: 'interview_sessions',
    text: "coalesce(decision, '')",
    index: 'interview_sessions_decision_search',
  },
] as const;

/** The statement that builds a search index, as migration 0020 does (a bulk load builds them after). */
export const createSearchIndex = ({ table, index }: (typeof SEARCHED_TEXTS)[number]) =>
  `create index ${index} on ${table} using gin (${SEARCH_VECTOR}) with (fastupdate = off)`;

import { type SQL, sql } from 'drizzle-orm';

/** At most this many `prefix*` words are read from one search. */
const PREFIXES_MAX = 8;
const PREFIX_WORD = /([\p{L}\p{N}]+)\*/gu;

/** What the search box's text becomes: a web search (words, "phrases", or, -word) and prefixes. */
export type ParsedSearch = { words: string; prefixes: string[] };

/**
 * Splits `prefix*` words out of a search: PostgreSQL's `websearch_to_tsquery` reads the rest
 * (it never fails on any input), and each prefix is only letters and digits, so it is safe to
 * hand to `to_tsquery` with `:*`. A star inside a "quoted phrase" stays part of the phrase.
 */
export function parseSearch(text: string): ParsedSearch {
  const prefixes: string[] = [];
  const parts = text.split('"').map((part, index) => {
    if (index % 2 === 1) return part;
    return part.replace(PREFIX_WORD, (_, word: string) => {
      if (prefixes.length < PREFIXES_MAX) prefixes.push(word.toLowerCase());
      return ' ';
    });
  });
  return { words: parts.join('"'), prefixes };
}

/**
 * The search as one tsquery: the web-search part and every prefix, all required. A prefix is
 * matched stemmed ("sponsor*" finds "sponsorship") or as typed (a stop word such as "the*").
 */
export function tsqueryOf({ words, prefixes }: ParsedSearch): SQL {
  const terms: SQL[] = [sql`websearch_to_tsquery('english', ${words})`];
  for (const prefix of prefixes) {
    const lexeme = `${prefix}:*`;
    terms.push(sql`(to_tsquery('english', ${lexeme}) || to_tsquery('simple', ${lexeme}))`);
  }
  return sql`(${sql.join(terms, sql` && `)})`;
}

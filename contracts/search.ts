import { z } from 'zod';
import { Id, optionalIsoDate } from './common.ts';

/** Search across the user's own interviews (docs/decisions/039-search.md, 047-search-vectors.md). */

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_PAGE_SIZE = 20;
/**
 * At most this many matches of each source (transcript, notes, evaluations, decisions) are
 * ranked: the newest. A word said in thousands of lines stays fast; the results say so (`capped`).
 */
export const SEARCH_RANKED_MAX = 500;
export const SEARCH_MANY_MATCHES =
  'Many matches: these are the best of the most recent ones. Add a word or a filter to narrow the search.';
export const SEARCH_QUERY_REQUIRED = 'Type something to search for';
export const SEARCH_QUERY_TOO_LONG = `A search is at most ${SEARCH_QUERY_MAX} characters`;
export const SEARCH_RANGE_BACKWARDS = 'The end date must be on or after the start date';

/** Where a match was found: what was said, a note, a scorecard section, the saved decision. */
export const SEARCH_SOURCES = ['transcript', 'note', 'evaluation', 'decision'] as const;
export const SearchSource = z.enum(SEARCH_SOURCES);
export type SearchSource = z.infer<typeof SearchSource>;

export const SEARCH_SOURCE_LABEL: Record<SearchSource, string> = {
  transcript: 'Transcript',
  note: 'Note',
  evaluation: 'Evaluation',
  decision: 'Decision',
};

export const SearchSpeaker = z.enum(['candidate', 'interviewer'], {
  error: 'Speaker must be candidate or interviewer',
});

/**
 * `q` is read as a web search: words (stemmed: "sponsoring" finds "sponsor"), "quoted phrases",
 * `or`, `-excluded` words, and `prefix*`. A speaker limits the search to the transcript.
 */
export const SearchQuery = z
  .object({
    q: z
      .string({ error: SEARCH_QUERY_REQUIRED })
      .trim()
      .min(1, SEARCH_QUERY_REQUIRED)
      .max(SEARCH_QUERY_MAX, SEARCH_QUERY_TOO_LONG),
    candidateId: Id.optional(),
    jobOpeningId: Id.optional(),
    speaker: SearchSpeaker.optional(),
    /** Interviews that started at or after this moment (the web sends the start of the chosen day). */
    from: optionalIsoDate('Please enter a valid start date'),
    /** Interviews that started at or before this moment (the web sends the end of the chosen day). */
    to: optionalIsoDate('Please enter a valid end date'),
    offset: z.coerce
      .number()
      .int()
      .min(0, 'Offset must be 0 or more')
      .max(1_000, 'Offset is too large')
      .default(0),
  })
  .refine((v) => v.from === null || v.to === null || v.from <= v.to, {
    path: ['to'],
    message: SEARCH_RANGE_BACKWARDS,
  });
export type SearchQueryInput = z.input<typeof SearchQuery>;
export type SearchQueryFields = z.output<typeof SearchQuery>;

/** A run of the quote; `match` runs are the words the search found. */
export const QuotePart = z.object({ text: z.string(), match: z.boolean() });
export type QuotePart = z.infer<typeof QuotePart>;

export const SearchHit = z.object({
  source: SearchSource,
  sessionId: Id,
  /** The interview's title, or null when it has none. */
  sessionTitle: z.string().nullable(),
  sessionStartedAt: z.iso.datetime(),
  candidateName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  /** The transcript line (a chunk id) to open at; null for notes, evaluations and decisions. */
  chunkId: Id.nullable(),
  /** Who said it (transcript lines only). */
  speaker: SearchSpeaker.nullable(),
  speakerName: z.string().nullable(),
  /** When it was said or written. */
  at: z.iso.datetime(),
  /** Milliseconds into the interview (from its start), for transcript lines. */
  offsetMs: z.number().int().nullable(),
  quote: z.array(QuotePart),
});
export type SearchHit = z.infer<typeof SearchHit>;

export const SearchResults = z.object({
  items: z.array(SearchHit),
  /** The offset of the next page, or null when this was the last. */
  nextOffset: z.number().int().nullable(),
  /** More matches than are ranked (`SEARCH_RANKED_MAX` of a source): the best of the newest are listed. */
  capped: z.boolean(),
});
export type SearchResults = z.infer<typeof SearchResults>;

/** The interview link a hit opens: the session, at the transcript line when there is one. */
export const searchHitHref = (hit: Pick<SearchHit, 'sessionId' | 'chunkId'>) =>
  `/sessions/${hit.sessionId}${hit.chunkId ? `?line=${hit.chunkId}` : ''}`;

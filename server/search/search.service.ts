import {
  type QuotePart,
  SEARCH_PAGE_SIZE,
  type SearchHit,
  type SearchQueryFields,
  type SearchResults,
} from '#contracts/search.ts';
import {
  LESS_THAN_STAND_IN,
  MATCH_START,
  MATCH_STOP,
  type SearchRepository,
  type SearchRow,
} from './search.repository.ts';
import { parseSearch } from './search-query.ts';

/** A headline with its marks, as runs of plain and matched text (the web never renders HTML from it). */
export function quoteParts(headline: string): QuotePart[] {
  const parts: QuotePart[] = [];
  const push = (text: string, match: boolean) => {
    if (text) parts.push({ text: text.replaceAll(LESS_THAN_STAND_IN, '<'), match });
  };
  for (const piece of headline.split(MATCH_START)) {
    const stop = piece.indexOf(MATCH_STOP);
    if (stop < 0) push(piece, false);
    else {
      push(piece.slice(0, stop), true);
      push(piece.slice(stop + 1).replaceAll(MATCH_STOP, ''), false);
    }
  }
  return parts;
}

const iso = (ms: number) => new Date(ms).toISOString();

function toHit(row: SearchRow): SearchHit {
  const transcript = row.source === 'transcript';
  return {
    source: row.source,
    sessionId: row.session_id,
    sessionTitle: row.session_title,
    sessionStartedAt: iso(row.started_ms),
    candidateName: row.candidate_name,
    jobTitle: row.job_title,
    chunkId: row.chunk_id,
    speaker: row.speaker === 'interviewer' || row.speaker === 'candidate' ? row.speaker : null,
    speakerName: row.speaker_name,
    at: iso(row.at_ms),
    offsetMs: transcript ? Math.max(0, Math.round(row.at_ms - row.started_ms)) : null,
    quote: quoteParts(row.headline),
  };
}

export function createSearchService({ repo }: { repo: SearchRepository }) {
  return {
    /** The user's own interviews only; best matches first, a page at a time. */
    async search(userId: string, query: SearchQueryFields): Promise<SearchResults> {
      const { rows, capped } = await repo.search(userId, query, parseSearch(query.q), {
        limit: SEARCH_PAGE_SIZE + 1,
        offset: query.offset,
      });
      const more = rows.length > SEARCH_PAGE_SIZE;
      return {
        items: rows.slice(0, SEARCH_PAGE_SIZE).map(toHit),
        nextOffset: more ? query.offset + SEARCH_PAGE_SIZE : null,
        capped,
      };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;

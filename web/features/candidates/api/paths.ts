import type { CandidateFilters, CandidateListParams } from './keys.ts';

/**
 * The API paths the candidate screens read. Plain functions, so that the page's first requests
 * (web/app/first-requests.ts) are the very paths the queries ask for.
 */

/** The list's filters as it opens: none. */
export const NO_CANDIDATE_FILTERS: CandidateFilters = { search: '', experienceLevel: '' };

export function candidateListPath(params: CandidateListParams): string {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.experienceLevel) query.set('experienceLevel', params.experienceLevel);
  query.set('limit', String(params.limit));
  query.set('offset', String(params.offset));
  return `/api/candidates?${query}`;
}

export const CANDIDATE_STATS_PATH = '/api/candidates/stats';

export const candidatePath = (id: string) => `/api/candidates/${encodeURIComponent(id)}`;

import { listPath } from '#web/lib/paging.ts';
import type { CandidateFilters, CandidateListParams } from './keys.ts';

/**
 * The API paths the candidate screens read. Plain functions, so that the page's first requests
 * (web/app/first-requests.ts) are the very paths the queries ask for.
 */

/** The list's filters as it opens: none. */
export const NO_CANDIDATE_FILTERS: CandidateFilters = { search: '', experienceLevel: '' };

export const candidateListPath = ({ search, experienceLevel, ...page }: CandidateListParams) =>
  listPath('/api/candidates', { search, experienceLevel }, page);

export const CANDIDATE_STATS_PATH = '/api/candidates/stats';

export const candidatePath = (id: string) => `/api/candidates/${encodeURIComponent(id)}`;

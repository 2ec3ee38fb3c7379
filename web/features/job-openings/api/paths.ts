import { filterParams } from '../utils/job-filter-params.ts';
import type { JobOpeningFilters, JobOpeningListParams } from './keys.ts';

/**
 * The API paths the job opening screens read. Plain functions, so that the page's first requests
 * (web/app/first-requests.ts) are the very paths the queries ask for.
 */

/** The list's own filters as /jobs opens; the company comes from `?companyId=`. */
export const NO_JOB_OPENING_FILTERS: Omit<JobOpeningFilters, 'companyId'> = {
  search: '',
  status: '',
  employmentType: '',
};

export function jobOpeningListPath(params: JobOpeningListParams): string {
  const query = filterParams(params);
  query.set('limit', String(params.limit));
  query.set('offset', String(params.offset));
  return `/api/job-openings?${query}`;
}

export function jobOpeningStatsPath(filters: JobOpeningFilters): string {
  const query = filterParams(filters).toString();
  return `/api/job-openings/stats${query ? `?${query}` : ''}`;
}

export const jobOpeningPath = (id: string) => `/api/job-openings/${encodeURIComponent(id)}`;

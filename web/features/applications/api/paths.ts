import type { ApplicationFilters, ApplicationListParams } from './keys.ts';

/**
 * The API paths the applications screens read. Plain functions, so that the page's first requests
 * (web/app/first-requests.ts) are the very paths the queries ask for.
 */

/** The dashboard's filters as it opens: none. */
export const NO_APPLICATION_FILTERS: ApplicationFilters = { search: '', status: '', source: '' };

export function applicationListPath(params: ApplicationListParams): string {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.status) query.set('status', params.status);
  if (params.source) query.set('source', params.source);
  query.set('limit', String(params.limit));
  query.set('offset', String(params.offset));
  return `/api/applications?${query}`;
}

export const APPLICATION_STATS_PATH = '/api/applications/stats';

export const applicationPath = (id: string) => `/api/applications/${encodeURIComponent(id)}`;

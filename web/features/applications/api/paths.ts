import { listPath } from '#web/lib/paging.ts';
import type { ApplicationFilters, ApplicationListParams } from './keys.ts';

/**
 * The API paths the applications screens read. Plain functions, so that the page's first requests
 * (web/app/first-requests.ts) are the very paths the queries ask for.
 */

/** The dashboard's filters as it opens: none. */
export const NO_APPLICATION_FILTERS: ApplicationFilters = { search: '', status: '', source: '' };

export const applicationListPath = ({ search, status, source, ...page }: ApplicationListParams) =>
  listPath('/api/applications', { search, status, source }, page);

export const APPLICATION_STATS_PATH = '/api/applications/stats';

export const applicationPath = (id: string) => `/api/applications/${encodeURIComponent(id)}`;

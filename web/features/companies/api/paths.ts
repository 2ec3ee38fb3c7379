import type { CompanyListParams } from './keys.ts';

/**
 * The API paths the company screens read. Plain functions, so that the page's first requests
 * (web/app/first-requests.ts) are the very paths the queries ask for.
 */

export function companyListPath(params: CompanyListParams): string {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  query.set('limit', String(params.limit));
  query.set('offset', String(params.offset));
  return `/api/companies?${query}`;
}

export const companyPath = (id: string) => `/api/companies/${encodeURIComponent(id)}`;

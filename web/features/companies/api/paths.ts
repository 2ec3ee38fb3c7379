import { listPath } from '#web/lib/paging.ts';
import type { CompanyListParams } from './keys.ts';

/**
 * The API paths the company screens read. Plain functions, so that the page's first requests
 * (web/app/first-requests.ts) are the very paths the queries ask for.
 */

export const companyListPath = ({ search, ...page }: CompanyListParams) =>
  listPath('/api/companies', { search }, page);

export const companyPath = (id: string) => `/api/companies/${encodeURIComponent(id)}`;

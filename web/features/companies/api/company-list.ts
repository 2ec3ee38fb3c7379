import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CompanyPage } from '#contracts/companies.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { LIST_STALE_TIME } from '../../../lib/query-client.ts';
import { type CompanyListParams, companyKeys } from './keys.ts';

/** One page of companies; the server searches name, industry and contact e-mail. */
export function companyListQueryOptions(params: CompanyListParams) {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  query.set('limit', String(params.limit));
  query.set('offset', String(params.offset));
  return queryOptions({
    queryKey: companyKeys.list(params),
    queryFn: ({ signal }) => apiRequest(`/api/companies?${query}`, { schema: CompanyPage, signal }),
    staleTime: LIST_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

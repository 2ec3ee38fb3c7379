import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CompanyPage } from '#contracts/companies.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { type CompanyListParams, companyKeys } from './keys.ts';
import { companyListPath } from './paths.ts';

/** One page of companies; the server searches name, industry and contact e-mail. */
export function companyListQueryOptions(params: CompanyListParams) {
  return queryOptions({
    queryKey: companyKeys.list(params),
    queryFn: ({ signal }) => apiRequest(companyListPath(params), { schema: CompanyPage, signal }),
    staleTime: LIST_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

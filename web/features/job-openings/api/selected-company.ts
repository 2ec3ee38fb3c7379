import { queryOptions } from '@tanstack/react-query';
import { CompanyDto } from '#contracts/companies.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { companySelectorKeys } from './keys.ts';

/** The chosen company, to name it when it is not among the current search results. */
export function selectedCompanyQueryOptions(id: string) {
  return queryOptions({
    queryKey: companySelectorKeys.company(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/companies/${encodeURIComponent(id)}`, { schema: CompanyDto, signal }),
    staleTime: LIST_STALE_TIME,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { CompanyDto } from '#contracts/companies.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { companyKeys } from './keys.ts';
import { companyPath } from './paths.ts';

export function companyQueryOptions(id: string) {
  return queryOptions({
    queryKey: companyKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(companyPath(id), { schema: CompanyDto, signal }),
    staleTime: LIST_STALE_TIME,
  });
}

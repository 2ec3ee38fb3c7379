import { queryOptions } from '@tanstack/react-query';
import { CompanyStats } from '#contracts/companies.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { companyKeys } from './keys.ts';

/** Active and total job openings of one company, counted by the database. */
export function companyStatsQueryOptions(id: string) {
  return queryOptions({
    queryKey: companyKeys.stats(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/companies/${encodeURIComponent(id)}/stats`, { schema: CompanyStats, signal }),
    staleTime: LIST_STALE_TIME,
  });
}

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { JobOpeningPage } from '#contracts/job-openings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { companyKeys, type SubListPage } from './keys.ts';

/** One page of a company's job openings (the sub-list on its detail page). */
export function companyJobOpeningsQueryOptions(id: string, page: SubListPage) {
  const query = new URLSearchParams({ limit: String(page.limit), offset: String(page.offset) });
  return queryOptions({
    queryKey: companyKeys.jobOpenings(id, page),
    queryFn: ({ signal }) =>
      apiRequest(`/api/companies/${encodeURIComponent(id)}/job-openings?${query}`, {
        schema: JobOpeningPage,
        signal,
      }),
    staleTime: LIST_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

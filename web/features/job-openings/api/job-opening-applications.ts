import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApplicationPage } from '#contracts/applications.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { jobOpeningKeys, type SubListPage } from './keys.ts';

/** One page of the applications to a job opening (the sub-list on its detail page). */
export function jobOpeningApplicationsQueryOptions(id: string, page: SubListPage) {
  const query = new URLSearchParams({ limit: String(page.limit), offset: String(page.offset) });
  return queryOptions({
    queryKey: jobOpeningKeys.applications(id, page),
    queryFn: ({ signal }) =>
      apiRequest(`/api/job-openings/${encodeURIComponent(id)}/applications?${query}`, {
        schema: ApplicationPage,
        signal,
      }),
    staleTime: LIST_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

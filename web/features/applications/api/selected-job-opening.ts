import { queryOptions } from '@tanstack/react-query';
import { JobOpeningDto } from '#contracts/job-openings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { selectorKeys } from './keys.ts';

/** The chosen job opening, to name it when it is not among the current search results. */
export function selectedJobOpeningQueryOptions(id: string) {
  return queryOptions({
    queryKey: selectorKeys.jobOpening(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/job-openings/${encodeURIComponent(id)}`, { schema: JobOpeningDto, signal }),
    staleTime: LIST_STALE_TIME,
  });
}

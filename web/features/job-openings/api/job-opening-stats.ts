import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { JobOpeningStats } from '#contracts/job-openings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { type JobOpeningFilters, jobOpeningKeys } from './keys.ts';
import { jobOpeningStatsPath } from './paths.ts';

/** The /jobs tiles, counted by the database over the list's filters. */
export function jobOpeningStatsQueryOptions(filters: JobOpeningFilters) {
  return queryOptions({
    queryKey: jobOpeningKeys.stats(filters),
    queryFn: ({ signal }) => apiRequest(jobOpeningStatsPath(filters), { schema: JobOpeningStats, signal }),
    staleTime: LIST_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

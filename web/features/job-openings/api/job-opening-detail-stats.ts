import { queryOptions } from '@tanstack/react-query';
import { JobOpeningApplicationStats } from '#contracts/job-openings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { jobOpeningKeys } from './keys.ts';

/** Application counts of one job opening: total, in review, offers extended, hired. */
export function jobOpeningDetailStatsQueryOptions(id: string) {
  return queryOptions({
    queryKey: jobOpeningKeys.detailStats(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/job-openings/${encodeURIComponent(id)}/stats`, {
        schema: JobOpeningApplicationStats,
        signal,
      }),
    staleTime: LIST_STALE_TIME,
  });
}

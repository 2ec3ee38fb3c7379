import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { JobOpeningStats } from '#contracts/job-openings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { LIST_STALE_TIME } from '../../../lib/query-client.ts';
import { filterParams } from '../utils/job-filter-params.ts';
import { type JobOpeningFilters, jobOpeningKeys } from './keys.ts';

/** The /jobs tiles, counted by the database over the list's filters. */
export function jobOpeningStatsQueryOptions(filters: JobOpeningFilters) {
  const query = filterParams(filters).toString();
  return queryOptions({
    queryKey: jobOpeningKeys.stats(filters),
    queryFn: ({ signal }) =>
      apiRequest(`/api/job-openings/stats${query ? `?${query}` : ''}`, { schema: JobOpeningStats, signal }),
    staleTime: LIST_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { ApplicationStats } from '#contracts/applications.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { applicationKeys } from './keys.ts';
import { APPLICATION_STATS_PATH } from './paths.ts';

/** Dashboard tiles and the distinct sources for the source filter, by the database. */
export const applicationStatsQueryOptions = queryOptions({
  queryKey: applicationKeys.stats(),
  queryFn: ({ signal }) => apiRequest(APPLICATION_STATS_PATH, { schema: ApplicationStats, signal }),
  staleTime: LIST_STALE_TIME,
});

import { queryOptions } from '@tanstack/react-query';
import { ScorecardDto } from '#contracts/scorecards.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';

/**
 * The scorecard a session's evaluation was copied from, to show its title. Keyed like the
 * scorecards screens' detail query (its API path), so both share one cache entry.
 */
export function evaluationScorecardQueryOptions(scorecardId: string) {
  return queryOptions({
    queryKey: ['/api/interview-setup/scorecards', 'detail', scorecardId],
    queryFn: ({ signal }) =>
      apiRequest(`/api/interview-setup/scorecards/${encodeURIComponent(scorecardId)}`, {
        schema: ScorecardDto,
        signal,
      }),
    staleTime: LIST_STALE_TIME,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { ScorecardDto } from '#contracts/scorecards.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { scorecardKeys } from './keys.ts';

export function scorecardQueryOptions(id: string) {
  return queryOptions({
    queryKey: scorecardKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/interview-setup/scorecards/${encodeURIComponent(id)}`, {
        schema: ScorecardDto,
        signal,
      }),
    staleTime: LIST_STALE_TIME,
  });
}

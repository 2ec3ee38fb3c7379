import { queryOptions } from '@tanstack/react-query';
import { CandidateApplicationStats } from '#contracts/candidates.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { candidateKeys } from './keys.ts';

/** A candidate's application summary: total, in progress, offers received, hired. */
export function candidateDetailStatsQueryOptions(id: string) {
  return queryOptions({
    queryKey: candidateKeys.detailStats(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/candidates/${encodeURIComponent(id)}/stats`, {
        schema: CandidateApplicationStats,
        signal,
      }),
    staleTime: LIST_STALE_TIME,
  });
}

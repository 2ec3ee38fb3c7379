import { queryOptions } from '@tanstack/react-query';
import { CandidateStats } from '#contracts/candidates.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { candidateKeys } from './keys.ts';
import { CANDIDATE_STATS_PATH } from './paths.ts';

/** The /candidates tiles, counted by the database. */
export const candidateStatsQueryOptions = queryOptions({
  queryKey: candidateKeys.stats(),
  queryFn: ({ signal }) => apiRequest(CANDIDATE_STATS_PATH, { schema: CandidateStats, signal }),
  staleTime: LIST_STALE_TIME,
});

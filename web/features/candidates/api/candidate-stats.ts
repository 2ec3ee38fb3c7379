import { queryOptions } from '@tanstack/react-query';
import { CandidateStats } from '#contracts/candidates.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { LIST_STALE_TIME } from '../../../lib/query-client.ts';
import { candidateKeys } from './keys.ts';

/** The /candidates tiles, counted by the database. */
export const candidateStatsQueryOptions = queryOptions({
  queryKey: candidateKeys.stats(),
  queryFn: ({ signal }) => apiRequest('/api/candidates/stats', { schema: CandidateStats, signal }),
  staleTime: LIST_STALE_TIME,
});

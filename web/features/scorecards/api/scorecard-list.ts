import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ScorecardDto } from '#contracts/scorecards.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { scorecardKeys } from './keys.ts';

const ScorecardList = z.array(ScorecardDto);

/** The user's scorecards, newest first. */
export function scorecardListQueryOptions() {
  return queryOptions({
    queryKey: scorecardKeys.list(),
    queryFn: ({ signal }) => apiRequest('/api/interview-setup/scorecards', { schema: ScorecardList, signal }),
    staleTime: LIST_STALE_TIME,
  });
}

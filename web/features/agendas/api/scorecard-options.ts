import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ScorecardDto } from '#contracts/scorecards.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { scorecardOptionsKey } from './keys.ts';

const ScorecardOptions = z.array(ScorecardDto.pick({ id: true, title: true }));

/** The user's scorecards as choices for "Based on scorecard". */
export function scorecardOptionsQueryOptions() {
  return queryOptions({
    queryKey: scorecardOptionsKey,
    queryFn: ({ signal }) =>
      apiRequest('/api/interview-setup/scorecards', { schema: ScorecardOptions, signal }),
    staleTime: LIST_STALE_TIME,
  });
}

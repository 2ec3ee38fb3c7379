import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { TutorialDto } from '#contracts/tutorials.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { tutorialKeys } from './keys.ts';

const TutorialList = z.array(TutorialDto);

/** The help videos, in display order. */
export function tutorialListQueryOptions() {
  return queryOptions({
    queryKey: tutorialKeys.list(),
    queryFn: ({ signal }) => apiRequest('/api/tutorials', { schema: TutorialList, signal }),
    staleTime: LIST_STALE_TIME,
  });
}

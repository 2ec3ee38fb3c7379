import { queryOptions } from '@tanstack/react-query';
import { TutorialUrl } from '#contracts/tutorials.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { tutorialKeys } from './keys.ts';

/**
 * A signed address of one video. It lives at most 5 minutes, so it is never reused from the
 * cache: each opening fetches a new one. A failure is only logged (spec 001 §8).
 */
export function tutorialUrlQueryOptions(id: string) {
  return queryOptions({
    queryKey: tutorialKeys.url(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/tutorials/${encodeURIComponent(id)}/url`, { schema: TutorialUrl, signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

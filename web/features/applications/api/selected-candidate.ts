import { queryOptions } from '@tanstack/react-query';
import { CandidateDto } from '#contracts/candidates.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { selectorKeys } from './keys.ts';

/** The chosen candidate, to name them when they are not among the current search results. */
export function selectedCandidateQueryOptions(id: string) {
  return queryOptions({
    queryKey: selectorKeys.candidate(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/candidates/${encodeURIComponent(id)}`, { schema: CandidateDto, signal }),
    staleTime: LIST_STALE_TIME,
  });
}

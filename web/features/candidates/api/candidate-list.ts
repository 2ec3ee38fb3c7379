import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CandidatePage } from '#contracts/candidates.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { type CandidateListParams, candidateKeys } from './keys.ts';
import { candidateListPath } from './paths.ts';

/** One page of candidates; the server searches names, e-mail, current company and title. */
export function candidateListQueryOptions(params: CandidateListParams) {
  return queryOptions({
    queryKey: candidateKeys.list(params),
    queryFn: ({ signal }) => apiRequest(candidateListPath(params), { schema: CandidatePage, signal }),
    staleTime: LIST_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

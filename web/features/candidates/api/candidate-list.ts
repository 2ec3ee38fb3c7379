import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CandidatePage } from '#contracts/candidates.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { LIST_STALE_TIME } from '../../../lib/query-client.ts';
import { type CandidateListParams, candidateKeys } from './keys.ts';

/** One page of candidates; the server searches names, e-mail, current company and title. */
export function candidateListQueryOptions(params: CandidateListParams) {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.experienceLevel) query.set('experienceLevel', params.experienceLevel);
  query.set('limit', String(params.limit));
  query.set('offset', String(params.offset));
  return queryOptions({
    queryKey: candidateKeys.list(params),
    queryFn: ({ signal }) => apiRequest(`/api/candidates?${query}`, { schema: CandidatePage, signal }),
    staleTime: LIST_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { CandidateDto } from '#contracts/candidates.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { candidateKeys } from './keys.ts';
import { candidatePath } from './paths.ts';

export function candidateQueryOptions(id: string) {
  return queryOptions({
    queryKey: candidateKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(candidatePath(id), { schema: CandidateDto, signal }),
    staleTime: LIST_STALE_TIME,
  });
}

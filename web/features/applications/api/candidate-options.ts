import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { CandidateOption } from '#contracts/candidates.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { LIST_STALE_TIME } from '../../../lib/query-client.ts';
import { selectorKeys } from './keys.ts';

const CandidateOptions = z.array(CandidateOption);

/** Candidates to choose from, searched on the server (a recruiter may have thousands). */
export function candidateOptionsQueryOptions(search: string) {
  const query = search ? `?${new URLSearchParams({ search })}` : '';
  return queryOptions({
    queryKey: selectorKeys.candidateOptions(search),
    queryFn: ({ signal }) =>
      apiRequest(`/api/candidates/options${query}`, { schema: CandidateOptions, signal }),
    staleTime: LIST_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { CandidateOption } from '#contracts/candidates.ts';
import { JobOpeningOption } from '#contracts/job-openings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';

/** The chosen candidate, to name it when it is not among the current matches (a shared link). */
export function chosenCandidateQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['/api/candidates', 'chosen', id] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/candidates/${encodeURIComponent(id)}`, { schema: CandidateOption, signal }),
    staleTime: LIST_STALE_TIME,
  });
}

/** The chosen job opening, likewise. */
export function chosenJobOpeningQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['/api/job-openings', 'chosen', id] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/job-openings/${encodeURIComponent(id)}`, { schema: JobOpeningOption, signal }),
    staleTime: LIST_STALE_TIME,
  });
}

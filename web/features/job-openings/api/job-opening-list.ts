import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { JobOpeningPage } from '#contracts/job-openings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { type JobOpeningListParams, jobOpeningKeys } from './keys.ts';
import { jobOpeningListPath } from './paths.ts';

/** One page of job openings; the server searches title, company name, location and description. */
export function jobOpeningListQueryOptions(params: JobOpeningListParams) {
  return queryOptions({
    queryKey: jobOpeningKeys.list(params),
    queryFn: ({ signal }) => apiRequest(jobOpeningListPath(params), { schema: JobOpeningPage, signal }),
    staleTime: LIST_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

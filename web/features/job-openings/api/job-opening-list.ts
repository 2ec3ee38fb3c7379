import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { JobOpeningPage } from '#contracts/job-openings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { LIST_STALE_TIME } from '../../../lib/query-client.ts';
import { filterParams } from '../utils/job-filter-params.ts';
import { type JobOpeningListParams, jobOpeningKeys } from './keys.ts';

/** One page of job openings; the server searches title, company name, location and description. */
export function jobOpeningListQueryOptions(params: JobOpeningListParams) {
  const query = filterParams(params);
  query.set('limit', String(params.limit));
  query.set('offset', String(params.offset));
  return queryOptions({
    queryKey: jobOpeningKeys.list(params),
    queryFn: ({ signal }) => apiRequest(`/api/job-openings?${query}`, { schema: JobOpeningPage, signal }),
    staleTime: LIST_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

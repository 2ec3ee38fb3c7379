import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApplicationPage } from '#contracts/applications.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { type ApplicationListParams, applicationKeys } from './keys.ts';
import { applicationListPath } from './paths.ts';

/** One page of applications; the server searches candidate name and e-mail, job title, company. */
export function applicationListQueryOptions(params: ApplicationListParams) {
  return queryOptions({
    queryKey: applicationKeys.list(params),
    queryFn: ({ signal }) => apiRequest(applicationListPath(params), { schema: ApplicationPage, signal }),
    staleTime: LIST_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

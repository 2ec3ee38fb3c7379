import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApplicationPage } from '#contracts/applications.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { LIST_STALE_TIME } from '../../../lib/query-client.ts';
import { type ApplicationListParams, applicationKeys } from './keys.ts';

/** One page of applications; the server searches candidate name and e-mail, job title, company. */
export function applicationListQueryOptions(params: ApplicationListParams) {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.status) query.set('status', params.status);
  if (params.source) query.set('source', params.source);
  query.set('limit', String(params.limit));
  query.set('offset', String(params.offset));
  return queryOptions({
    queryKey: applicationKeys.list(params),
    queryFn: ({ signal }) => apiRequest(`/api/applications?${query}`, { schema: ApplicationPage, signal }),
    staleTime: LIST_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

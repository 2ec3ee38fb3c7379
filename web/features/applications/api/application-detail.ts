import { queryOptions } from '@tanstack/react-query';
import { ApplicationDto } from '#contracts/applications.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { applicationKeys } from './keys.ts';
import { applicationPath } from './paths.ts';

export function applicationQueryOptions(id: string) {
  return queryOptions({
    queryKey: applicationKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(applicationPath(id), { schema: ApplicationDto, signal }),
    staleTime: LIST_STALE_TIME,
  });
}

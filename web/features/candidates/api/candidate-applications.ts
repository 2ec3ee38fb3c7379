import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ApplicationDto } from '#contracts/applications.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { candidateKeys } from './keys.ts';

const Applications = z.array(ApplicationDto);

/** Every application of one candidate (a handful per person, so not paged by the server). */
export function candidateApplicationsQueryOptions(id: string) {
  return queryOptions({
    queryKey: candidateKeys.applications(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/applications/candidate/${encodeURIComponent(id)}`, { schema: Applications, signal }),
    staleTime: LIST_STALE_TIME,
  });
}

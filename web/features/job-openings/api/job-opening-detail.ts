import { queryOptions } from '@tanstack/react-query';
import { JobOpeningDto } from '#contracts/job-openings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { jobOpeningKeys } from './keys.ts';
import { jobOpeningPath } from './paths.ts';

export function jobOpeningQueryOptions(id: string) {
  return queryOptions({
    queryKey: jobOpeningKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(jobOpeningPath(id), { schema: JobOpeningDto, signal }),
    staleTime: LIST_STALE_TIME,
  });
}

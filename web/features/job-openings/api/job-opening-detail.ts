import { queryOptions } from '@tanstack/react-query';
import { JobOpeningDto } from '#contracts/job-openings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { LIST_STALE_TIME } from '../../../lib/query-client.ts';
import { jobOpeningKeys } from './keys.ts';

export function jobOpeningQueryOptions(id: string) {
  return queryOptions({
    queryKey: jobOpeningKeys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/job-openings/${encodeURIComponent(id)}`, { schema: JobOpeningDto, signal }),
    staleTime: LIST_STALE_TIME,
  });
}

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { JobOpeningOption } from '#contracts/job-openings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { LIST_STALE_TIME } from '../../../lib/query-client.ts';
import { selectorKeys } from './keys.ts';

const JobOpeningOptions = z.array(JobOpeningOption);

/** Job openings to choose from, each with its company name, searched on the server. */
export function jobOpeningOptionsQueryOptions(search: string) {
  const query = search ? `?${new URLSearchParams({ search })}` : '';
  return queryOptions({
    queryKey: selectorKeys.jobOpeningOptions(search),
    queryFn: ({ signal }) =>
      apiRequest(`/api/job-openings/options${query}`, { schema: JobOpeningOptions, signal }),
    staleTime: LIST_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

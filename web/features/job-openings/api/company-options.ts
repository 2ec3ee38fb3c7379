import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { CompanyOption } from '#contracts/companies.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { LIST_STALE_TIME } from '../../../lib/query-client.ts';
import { companySelectorKeys } from './keys.ts';

const CompanyOptions = z.array(CompanyOption);

/**
 * Companies whose name matches the search, found by the server (a recruiter may have
 * thousands): the job form's company selector and the list filter.
 */
export function companyOptionsQueryOptions(search: string) {
  const query = search ? `?${new URLSearchParams({ search })}` : '';
  return queryOptions({
    queryKey: companySelectorKeys.options(search),
    queryFn: ({ signal }) => apiRequest(`/api/companies/options${query}`, { schema: CompanyOptions, signal }),
    staleTime: LIST_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { CompanyOption } from '#contracts/companies.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { LIST_STALE_TIME } from '../../../lib/query-client.ts';
import { COMPANY_OPTIONS_KEY } from './keys.ts';

const CompanyOptions = z.array(CompanyOption);

/** Every company of the user, name only: the job form's company selector and the list filter. */
export const companyOptionsQueryOptions = queryOptions({
  queryKey: COMPANY_OPTIONS_KEY,
  queryFn: ({ signal }) => apiRequest('/api/companies/options', { schema: CompanyOptions, signal }),
  staleTime: LIST_STALE_TIME,
});

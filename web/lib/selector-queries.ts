import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { CandidateOption } from '#contracts/candidates.ts';
import { CompanyOption } from '#contracts/companies.ts';
import { JobOpeningOption } from '#contracts/job-openings.ts';
import { apiRequest } from './api-client.ts';
import { LIST_STALE_TIME } from './query-client.ts';

/**
 * The selectors' server-side matches, shared by every feature that picks a candidate, a job
 * opening or a company (features do not import each other). Keys start with the API path they
 * read, so a change under that path refreshes them (see `web/lib/auth-status.ts`).
 */
type Listed = '/api/candidates' | '/api/job-openings' | '/api/companies';

/** The query of `{list}/options?search=…`: at most `OPTIONS_LIMIT` matches, the first ones for ''. */
function optionsQuery<T>(list: Listed, schema: z.ZodType<T[]>) {
  return (search: string) =>
    queryOptions({
      queryKey: [list, 'options', search] as const,
      queryFn: ({ signal }) =>
        apiRequest(`${list}/options${search ? `?${new URLSearchParams({ search })}` : ''}`, {
          schema,
          signal,
        }),
      staleTime: LIST_STALE_TIME,
      placeholderData: keepPreviousData,
    });
}

/** Candidates matching the search, found by the server (a recruiter may have thousands). */
export const candidateOptionsQueryOptions = optionsQuery('/api/candidates', z.array(CandidateOption));

/** Job openings whose title or company name contains the search. */
export const jobOpeningOptionsQueryOptions = optionsQuery('/api/job-openings', z.array(JobOpeningOption));

/** Companies whose name contains the search. */
export const companyOptionsQueryOptions = optionsQuery('/api/companies', z.array(CompanyOption));

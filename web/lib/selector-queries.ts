import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { CandidateOption } from '#contracts/candidates.ts';
import { CompanyOption } from '#contracts/companies.ts';
import { JobOpeningOption } from '#contracts/job-openings.ts';
import { apiRequest } from './api-client.ts';
import { LIST_STALE_TIME } from './query-client.ts';

/**
 * The selectors' server-side matches, shared by every feature that picks a candidate, a job
 * opening or a company (features do not import each other). Keys start with the API path they read, so a
 * change under that path refreshes them (see `web/lib/auth-status.ts`).
 */
const CandidateOptions = z.array(CandidateOption);
const JobOpeningOptions = z.array(JobOpeningOption);
const CompanyOptions = z.array(CompanyOption);

const searchQuery = (search: string) => (search ? `?${new URLSearchParams({ search })}` : '');

/** Candidates matching the search, found by the server (a recruiter may have thousands). */
export function candidateOptionsQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['/api/candidates', 'options', search] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/candidates/options${searchQuery(search)}`, { schema: CandidateOptions, signal }),
    staleTime: LIST_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

/** Job openings whose title or company name contains the search (at most `OPTIONS_LIMIT`). */
export function jobOpeningOptionsQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['/api/job-openings', 'options', search] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/job-openings/options${searchQuery(search)}`, { schema: JobOpeningOptions, signal }),
    staleTime: LIST_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

/** Companies whose name contains the search (at most `OPTIONS_LIMIT`). */
export function companyOptionsQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['/api/companies', 'options', search] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/companies/options${searchQuery(search)}`, { schema: CompanyOptions, signal }),
    staleTime: LIST_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

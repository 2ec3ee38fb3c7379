import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ApplicationDto } from '#contracts/applications.ts';
import { CandidateOption } from '#contracts/candidates.ts';
import { CompanyOption } from '#contracts/companies.ts';
import { JobOpeningOption } from '#contracts/job-openings.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { LIST_STALE_TIME } from '../../../lib/query-client.ts';
import { lookupKeys } from './keys.ts';

const CandidateOptions = z.array(CandidateOption);
const Applications = z.array(ApplicationDto);
const JobOpeningOptions = z.array(JobOpeningOption);
const CompanyOptions = z.array(CompanyOption);

/** Candidates matching the search, found by the server (a recruiter may have thousands). */
export function candidateOptionsQueryOptions(search: string) {
  const query = search ? `?${new URLSearchParams({ search })}` : '';
  return queryOptions({
    queryKey: lookupKeys.candidateOptions(search),
    queryFn: ({ signal }) =>
      apiRequest(`/api/candidates/options${query}`, { schema: CandidateOptions, signal }),
    staleTime: LIST_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}

/** The applications of the chosen candidate, which the session may be tied to. */
export function candidateApplicationsQueryOptions(candidateId: string) {
  return queryOptions({
    queryKey: lookupKeys.candidateApplications(candidateId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/applications/candidate/${encodeURIComponent(candidateId)}`, {
        schema: Applications,
        signal,
      }),
    staleTime: LIST_STALE_TIME,
  });
}

/** Every job opening with its company name: a compact list for the application modal. */
export const jobOpeningOptionsQueryOptions = queryOptions({
  queryKey: lookupKeys.jobOpeningOptions(),
  queryFn: ({ signal }) => apiRequest('/api/job-openings/options', { schema: JobOpeningOptions, signal }),
  staleTime: LIST_STALE_TIME,
});

/** Every company by name, for a new job opening. */
export const companyOptionsQueryOptions = queryOptions({
  queryKey: lookupKeys.companyOptions(),
  queryFn: ({ signal }) => apiRequest('/api/companies/options', { schema: CompanyOptions, signal }),
  staleTime: LIST_STALE_TIME,
});

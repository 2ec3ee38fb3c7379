import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ApplicationDto } from '#contracts/applications.ts';
import { CompanyDto } from '#contracts/companies.ts';
import { JobOpeningDto } from '#contracts/job-openings.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { LIST_STALE_TIME } from '#web/lib/query-client.ts';
import { lookupKeys } from './keys.ts';

const Applications = z.array(ApplicationDto);

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

/** One job opening, to name a chosen one that the current search does not list. */
export function jobOpeningQueryOptions(id: string) {
  return queryOptions({
    queryKey: lookupKeys.jobOpening(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/job-openings/${encodeURIComponent(id)}`, { schema: JobOpeningDto, signal }),
    staleTime: LIST_STALE_TIME,
  });
}

/** One company, to name a chosen one that the current search does not list. */
export function companyQueryOptions(id: string) {
  return queryOptions({
    queryKey: lookupKeys.company(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/companies/${encodeURIComponent(id)}`, { schema: CompanyDto, signal }),
    staleTime: LIST_STALE_TIME,
  });
}

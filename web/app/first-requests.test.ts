import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applicationListQueryOptions } from '../features/applications/api/application-list.ts';
import { applicationStatsQueryOptions } from '../features/applications/api/application-stats.ts';
import { NO_APPLICATION_FILTERS } from '../features/applications/api/paths.ts';
import { candidateListQueryOptions } from '../features/candidates/api/candidate-list.ts';
import { candidateStatsQueryOptions } from '../features/candidates/api/candidate-stats.ts';
import { NO_CANDIDATE_FILTERS } from '../features/candidates/api/paths.ts';
import { companyListQueryOptions } from '../features/companies/api/company-list.ts';
import { jobOpeningListQueryOptions } from '../features/job-openings/api/job-opening-list.ts';
import { jobOpeningStatsQueryOptions } from '../features/job-openings/api/job-opening-stats.ts';
import { NO_JOB_OPENING_FILTERS } from '../features/job-openings/api/paths.ts';
import { LIST_PAGE_SIZE } from '../lib/paging.ts';
import { stubFetch } from '../test/fetch-stub.ts';
import { firstRequests } from './first-requests.ts';

const FIRST_PAGE = { limit: LIST_PAGE_SIZE, offset: 0 };
const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** The path a screen's query asks for, as the network sees it. */
async function pathOf(options: { queryKey: readonly unknown[]; queryFn?: unknown }): Promise<string> {
  const { requests } = stubFetch({});
  const run = options.queryFn as QueryFunction;
  await Promise.resolve(
    run({
      client: new QueryClient(),
      queryKey: options.queryKey,
      signal: new AbortController().signal,
      meta: undefined,
    }),
  ).catch(() => undefined);
  return requests[0]?.path ?? '';
}

describe('firstRequests', () => {
  it('asks for what each list screen reads as it opens, with the sign-in status first', async () => {
    const jobFilters = { ...NO_JOB_OPENING_FILTERS, companyId: ID };
    const expected: Record<string, string[]> = {
      '/applications': [
        await pathOf(applicationListQueryOptions({ ...NO_APPLICATION_FILTERS, ...FIRST_PAGE })),
        await pathOf(applicationStatsQueryOptions),
      ],
      '/candidates': [
        await pathOf(candidateListQueryOptions({ ...NO_CANDIDATE_FILTERS, ...FIRST_PAGE })),
        await pathOf(candidateStatsQueryOptions),
      ],
      '/companies': [await pathOf(companyListQueryOptions({ search: '', ...FIRST_PAGE }))],
      [`/jobs?companyId=${ID}`]: [
        await pathOf(jobOpeningListQueryOptions({ ...jobFilters, ...FIRST_PAGE })),
        await pathOf(jobOpeningStatsQueryOptions(jobFilters)),
      ],
    };
    for (const [location, paths] of Object.entries(expected)) {
      const [pathname = '', search = ''] = location.split('?');
      expect(firstRequests(pathname, search ? `?${search}` : '')).toEqual(['/api/auth/status', ...paths]);
    }
    expect(expected['/applications']).toEqual([
      '/api/applications?limit=24&offset=0',
      '/api/applications/stats',
    ]);
  });

  it('asks for the record of a detail or edit screen', () => {
    expect(firstRequests(`/companies/${ID}`, '')).toEqual(['/api/auth/status', `/api/companies/${ID}`]);
    expect(firstRequests(`/jobs/${ID}/edit`, '')).toEqual(['/api/auth/status', `/api/job-openings/${ID}`]);
    expect(firstRequests(`/candidates/${ID}`, '')).toEqual(['/api/auth/status', `/api/candidates/${ID}`]);
    expect(firstRequests(`/applications/${ID}`, '')).toEqual(['/api/auth/status', `/api/applications/${ID}`]);
  });

  it('asks only for the sign-in status elsewhere', () => {
    for (const pathname of ['/', '/companies/new', '/sessions/abc', `/scorecards/${ID}`, '/jobs/'])
      expect(firstRequests(pathname, '')).toEqual(['/api/auth/status']);
  });
});

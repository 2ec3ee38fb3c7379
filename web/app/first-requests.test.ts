import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../test/fetch-stub.ts';
import { screenQueries } from './first-queries.ts';
import { firstRequests } from './first-requests.ts';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** The paths the screen's own queries ask for as it opens, as the network sees them. */
async function queriedPaths(pathname: string, search: string): Promise<string[]> {
  const { requests } = stubFetch({});
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.all(screenQueries(pathname, search).map((query) => query(client)));
  return requests.map((request) => request.path);
}

describe('firstRequests', () => {
  it('asks for what each list screen reads as it opens, with the sign-in status first', async () => {
    for (const [pathname, search] of [
      ['/applications', ''],
      ['/candidates', ''],
      ['/companies', ''],
      ['/jobs', ''],
      ['/jobs', `?companyId=${ID}`],
    ] as const) {
      const paths = await queriedPaths(pathname, search);
      expect(paths.length, pathname).toBeGreaterThan(0);
      expect(firstRequests(pathname, search)).toEqual(['/api/auth/status', ...paths]);
    }
    expect(await queriedPaths('/applications', '')).toEqual([
      '/api/applications?limit=24&offset=0',
      '/api/applications/stats',
    ]);
  });

  it('asks for the record of a detail or edit screen', async () => {
    for (const pathname of [
      `/companies/${ID}`,
      `/jobs/${ID}/edit`,
      `/candidates/${ID}`,
      `/applications/${ID}`,
    ])
      expect(firstRequests(pathname, '')).toEqual([
        '/api/auth/status',
        ...(await queriedPaths(pathname, '')),
      ]);
    expect(firstRequests(`/companies/${ID}`, '')).toEqual(['/api/auth/status', `/api/companies/${ID}`]);
    expect(firstRequests(`/jobs/${ID}/edit`, '')).toEqual(['/api/auth/status', `/api/job-openings/${ID}`]);
    expect(firstRequests(`/candidates/${ID}`, '')).toEqual(['/api/auth/status', `/api/candidates/${ID}`]);
    expect(firstRequests(`/applications/${ID}`, '')).toEqual(['/api/auth/status', `/api/applications/${ID}`]);
  });

  it('asks only for the sign-in status elsewhere', async () => {
    for (const pathname of ['/', '/companies/new', '/sessions/abc', `/scorecards/${ID}`, '/jobs/']) {
      expect(firstRequests(pathname, '')).toEqual(['/api/auth/status']);
      expect(screenQueries(pathname, '')).toEqual([]);
    }
  });
});

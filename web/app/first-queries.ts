import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { AuthStatus } from '#contracts/auth.ts';
import { applicationQueryOptions } from '../features/applications/api/application-detail.ts';
import { applicationListQueryOptions } from '../features/applications/api/application-list.ts';
import { applicationStatsQueryOptions } from '../features/applications/api/application-stats.ts';
import { NO_APPLICATION_FILTERS } from '../features/applications/api/paths.ts';
import { candidateQueryOptions } from '../features/candidates/api/candidate-detail.ts';
import { candidateListQueryOptions } from '../features/candidates/api/candidate-list.ts';
import { candidateStatsQueryOptions } from '../features/candidates/api/candidate-stats.ts';
import { NO_CANDIDATE_FILTERS } from '../features/candidates/api/paths.ts';
import { companyQueryOptions } from '../features/companies/api/company-detail.ts';
import { companyListQueryOptions } from '../features/companies/api/company-list.ts';
import { jobOpeningQueryOptions } from '../features/job-openings/api/job-opening-detail.ts';
import { jobOpeningListQueryOptions } from '../features/job-openings/api/job-opening-list.ts';
import { jobOpeningStatsQueryOptions } from '../features/job-openings/api/job-opening-stats.ts';
import { NO_JOB_OPENING_FILTERS } from '../features/job-openings/api/paths.ts';
import { AUTH_STATUS_KEY, authStatusQueryOptions } from '../lib/auth-status.ts';
import { FIRST_PAGE } from '../lib/paging.ts';
import { recordRoute } from './first-requests.ts';

/** How long the first render waits for the screen's first reads, at most. */
export const FIRST_READS_WAIT_MS = 300;

/** Puts one query's answer in the cache. */
type Prefetch = (client: QueryClient) => Promise<void>;

function prefetch<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): Prefetch {
  return (client) => client.prefetchQuery(options);
}

/** The queries each list screen runs as it opens: its first page and its tiles. */
const LISTS: Record<string, (query: URLSearchParams) => Prefetch[]> = {
  '/companies': () => [prefetch(companyListQueryOptions({ search: '', ...FIRST_PAGE }))],
  '/jobs': (query) => {
    const filters = { ...NO_JOB_OPENING_FILTERS, companyId: query.get('companyId') ?? '' };
    return [
      prefetch(jobOpeningListQueryOptions({ ...filters, ...FIRST_PAGE })),
      prefetch(jobOpeningStatsQueryOptions(filters)),
    ];
  },
  '/candidates': () => [
    prefetch(candidateListQueryOptions({ ...NO_CANDIDATE_FILTERS, ...FIRST_PAGE })),
    prefetch(candidateStatsQueryOptions),
  ],
  '/applications': () => [
    prefetch(applicationListQueryOptions({ ...NO_APPLICATION_FILTERS, ...FIRST_PAGE })),
    prefetch(applicationStatsQueryOptions),
  ],
};

/** The record query of each detail and edit screen, by its route's first segment. */
const RECORDS: Record<string, (id: string) => Prefetch> = {
  companies: (id) => prefetch(companyQueryOptions(id)),
  jobs: (id) => prefetch(jobOpeningQueryOptions(id)),
  candidates: (id) => prefetch(candidateQueryOptions(id)),
  applications: (id) => prefetch(applicationQueryOptions(id)),
};

/**
 * The screen's own queries as it opens, those whose requests `firstRequests` sends as the page
 * loads (the sign-in status aside).
 */
export function screenQueries(pathname: string, search: string): Prefetch[] {
  const record = recordRoute(pathname);
  const recordQuery = record && RECORDS[record.resource]?.(record.id);
  return [...(LISTS[pathname]?.(new URLSearchParams(search)) ?? []), ...(recordQuery ? [recordQuery] : [])];
}

/**
 * Puts the answers to the screen's first reads in the cache, so that its first render shows the
 * data rather than a placeholder for it. Those requests left as the page loaded (web/main.tsx)
 * and have mostly been answered by the time the app's script has run. The screen's own queries
 * run once the sign-in status says someone is signed in. Resolves when all are in, or after
 * `waitMs`: a slow answer then arrives as on any later render.
 */
export async function takeFirstReads(
  client: QueryClient,
  pathname: string,
  search: string,
  waitMs = FIRST_READS_WAIT_MS,
): Promise<void> {
  const reads = (async () => {
    await client.prefetchQuery(authStatusQueryOptions);
    if (!client.getQueryData<AuthStatus>(AUTH_STATUS_KEY)?.authenticated) return;
    await Promise.all(screenQueries(pathname, search).map((query) => query(client)));
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([reads, timeout]);
  clearTimeout(timer);
}

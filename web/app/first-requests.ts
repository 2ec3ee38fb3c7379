import {
  APPLICATION_STATS_PATH,
  applicationListPath,
  applicationPath,
  NO_APPLICATION_FILTERS,
} from '../features/applications/api/paths.ts';
import {
  CANDIDATE_STATS_PATH,
  candidateListPath,
  candidatePath,
  NO_CANDIDATE_FILTERS,
} from '../features/candidates/api/paths.ts';
import { companyListPath, companyPath } from '../features/companies/api/paths.ts';
import {
  jobOpeningListPath,
  jobOpeningPath,
  jobOpeningStatsPath,
  NO_JOB_OPENING_FILTERS,
} from '../features/job-openings/api/paths.ts';
import { AUTH_STATUS_PATH } from '../lib/auth-status-path.ts';
import { FIRST_PAGE } from '../lib/paging.ts';

/** The reads of each list screen as it opens: its first page and its tiles. */
const LISTS: Record<string, (query: URLSearchParams) => string[]> = {
  '/companies': () => [companyListPath({ search: '', ...FIRST_PAGE })],
  '/jobs': (query) => {
    const filters = { ...NO_JOB_OPENING_FILTERS, companyId: query.get('companyId') ?? '' };
    return [jobOpeningListPath({ ...filters, ...FIRST_PAGE }), jobOpeningStatsPath(filters)];
  },
  '/candidates': () => [candidateListPath({ ...NO_CANDIDATE_FILTERS, ...FIRST_PAGE }), CANDIDATE_STATS_PATH],
  '/applications': () => [
    applicationListPath({ ...NO_APPLICATION_FILTERS, ...FIRST_PAGE }),
    APPLICATION_STATS_PATH,
  ],
};

/** The record each detail and edit screen reads, by its route's first segment. */
const RECORDS: Record<string, (id: string) => string> = {
  companies: companyPath,
  jobs: jobOpeningPath,
  candidates: candidatePath,
  applications: applicationPath,
};
const RECORD_ROUTE = /^\/([a-z-]+)\/([0-9a-f-]{36})(?:\/edit)?$/;

/** The route's first segment and the record's id, on a detail or edit screen of the pipeline. */
export function recordRoute(pathname: string): { resource: string; id: string } | undefined {
  const [, resource, id] = RECORD_ROUTE.exec(pathname) ?? [];
  return resource && id ? { resource, id } : undefined;
}

/**
 * The API paths the screen at `pathname` (and `search`) reads as it first renders, starting with
 * the sign-in status every screen waits for. The page asks for them as it loads
 * (web/app/first-answers.ts); a screen not listed here asks for its data as it renders.
 */
export function firstRequests(pathname: string, search: string): string[] {
  const list = LISTS[pathname]?.(new URLSearchParams(search)) ?? [];
  const record = recordRoute(pathname);
  const recordPath = record && RECORDS[record.resource]?.(record.id);
  return [AUTH_STATUS_PATH, ...list, ...(recordPath ? [recordPath] : [])];
}

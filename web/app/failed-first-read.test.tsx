import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  jobOpeningListPath,
  jobOpeningStatsPath,
  NO_JOB_OPENING_FILTERS,
} from '../features/job-openings/api/paths.ts';
import { COMPANY_OPTIONS } from '../features/job-openings/testing/job-fixtures.ts';
import { forgetFirst } from '../lib/first-responses.ts';
import { FIRST_PAGE } from '../lib/paging.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { apiError, json, stubFetch } from '../test/fetch-stub.ts';
import { signedIn } from '../test/fixtures.ts';
import { App } from './app.tsx';
import { askFirst } from './first-answers.ts';
import { takeFirstReads } from './first-queries.ts';
import { firstRequests } from './first-requests.ts';
import { preloadScreen } from './load-page.ts';

// The screen's page, loaded as web/main.tsx has it loaded on a first visit.
beforeAll(() => preloadScreen('/jobs'));
afterEach(() => forgetFirst());

/**
 * Spec 001 §9: list queries are not retried. A read that fails as the page opens is asked once:
 * not again by the app's first render, nor by the screen that shows its error.
 */
describe('a first read that fails', () => {
  it('is fetched once, from the page loading to the error on the screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const filters = { ...NO_JOB_OPENING_FILTERS, companyId: 'garbage' };
    const list = jobOpeningListPath({ ...filters, ...FIRST_PAGE });
    const invalid = () => apiError(400, 'validation_failed', 'Invalid company id');
    const { sent } = stubFetch({
      'GET /api/auth/status': () => json(200, signedIn()),
      'GET /api/companies/options': () => json(200, COMPANY_OPTIONS),
      [`GET ${list}`]: invalid,
      [`GET ${jobOpeningStatsPath(filters)}`]: invalid,
    });

    // As web/main.tsx and web/app/start.tsx do on a first visit of /jobs?companyId=garbage.
    askFirst(firstRequests('/jobs', '?companyId=garbage'));
    const client = createQueryClient();
    await Promise.all([takeFirstReads(client, '/jobs', '?companyId=garbage'), preloadScreen('/jobs')]);
    const location = memoryLocation({ path: '/jobs?companyId=garbage' });
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <App queryClient={client} />
      </Router>,
    );

    expect(await screen.findByText('Failed to load job openings. Please try again.')).toBeInTheDocument();
    expect(sent(`GET ${list}`)).toHaveLength(1);
    expect(sent(`GET ${jobOpeningStatsPath(filters)}`)).toHaveLength(1);
  });
});

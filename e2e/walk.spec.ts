import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedApplication } from './fixtures/interviews.ts';
import { productJourney } from './fixtures/journey.ts';
import type { RunningServer } from './fixtures/server.ts';
import { seedScorecardAndAgenda } from './fixtures/setup.ts';

type Row = { id: string };

/**
 * Every console error and every answer of 400 or more while the page loads: stricter than the
 * journeys' `watchErrors`, which lets a failed resource pass (a refused sign-in is one).
 */
function everyProblem(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${page.url()})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // Leaving a page cancels what it still loads: not a problem of the page.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()}`);
  });
  return problems;
}

/** A recruiter's walk through the product's main pages, with every record to show. */
describe('a walk through the product', () => {
  let server: RunningServer;
  let page: Page;
  let problems: string[] = [];
  const paths: string[] = [];

  productJourney({ signInAt: '/sessions' }, (started) => {
    ({ server, page } = started);
  });
  beforeAll(async () => {
    const seeded = await seedApplication(page, server.url);
    await seedScorecardAndAgenda(page, server.url, 'Walk scorecard');
    const session = await seeded.call<Row>('POST', '/api/sessions', {
      candidateId: seeded.candidate.id,
      applicationId: seeded.application.id,
    });
    const [scorecard] = await seeded.call<Row[]>('GET', '/api/interview-setup/scorecards');
    const [agenda] = await seeded.call<Row[]>('GET', '/api/interview-setup/agendas');
    paths.push(
      '/',
      '/sessions/new',
      '/sessions/new/quick',
      `/sessions/${session.id}`,
      '/candidate-scorecards',
      '/companies',
      `/companies/${seeded.company.id}`,
      '/jobs',
      `/jobs/${seeded.job.id}`,
      '/candidates',
      `/candidates/${seeded.candidate.id}`,
      '/applications',
      `/applications/${seeded.application.id}`,
      '/scorecards',
      `/scorecards/${scorecard?.id}`,
      '/agendas',
      `/agendas/${agenda?.id}`,
      '/interview-templates',
      '/sample-feedbacks',
      '/tutorials',
      '/settings',
    );
    problems = everyProblem(page);
  });

  it('answers /favicon.ico with an icon', async () => {
    const icon = await page.request.get(`${server.url}/favicon.ico`);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\//);
    expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  it('opens every main page without a console error or a failed request', async () => {
    for (const path of paths) {
      await page.goto(`${server.url}${path}`);
      await page.waitForFunction(() => document.title !== 'Interview Hub');
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  });
});

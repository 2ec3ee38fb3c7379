import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './fixtures/api.ts';
import { watchErrors } from './fixtures/browser.ts';
import { productJourney } from './fixtures/journey.ts';
import type { RunningServer } from './fixtures/server.ts';

type Row = { id: string; createdAt: string };

/**
 * A zone whose day is not UTC's right now (UTC+14 from 10:00 UTC, UTC−12 before): the server
 * writes days in UTC, the browser in its own (docs/decisions/024-first-screen-on-the-server.md).
 */
const ZONE = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Etc/GMT+12';
const day = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: ZONE,
  }).format(new Date(iso));

/** The server renders a pipeline screen's first visit, and the app takes its HTML over. */
describe('first screens rendered by the server', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let seeded: { company: Row; candidate: Row; application: Row };

  productJourney({ signInAt: '/applications', context: { timezoneId: ZONE } }, (started) => {
    ({ server, browser, page, errors } = started);
  });
  beforeAll(async () => {
    const post = <T>(path: string, body: unknown) => apiCall<T>(page, server.url, 'POST', path, body);
    const company = await post<Row>('/api/companies', { name: 'Lovelace Analytics', industry: 'Computing' });
    const job = await post<Row>('/api/job-openings', { companyId: company.id, title: 'Engine Programmer' });
    const candidate = await post<Row>('/api/candidates', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
    const application = await post<Row>('/api/applications', {
      candidateId: candidate.id,
      jobOpeningId: job.id,
      status: 'interviewing',
    });
    seeded = { company, candidate, application };
  });

  /** Opens `path` and waits for the app to run: it sets the screen's title once it has rendered. */
  const open = async (path: string) => {
    const response = await page.goto(`${server.url}${path}`);
    await page.waitForFunction(() => document.title !== 'Interview Hub');
    return (await response?.text()) ?? '';
  };

  it('paints /applications with its cards before any of the app’s script has run', async () => {
    const noScripts = await browser.newContext({ storageState: await page.context().storageState() });
    await noScripts.route('**/*.js', (route) => route.abort());
    const bare = await noScripts.newPage();
    await bare.goto(`${server.url}/applications`);

    await bare.getByRole('heading', { level: 1, name: 'Applications Dashboard' }).waitFor();
    await bare.getByRole('heading', { name: 'Ada Lovelace' }).waitFor();
    await bare.getByText('Showing 1–1 of 1').waitFor();
    expect(await bare.getByText('Engine Programmer').count()).toBe(1);
    await noScripts.close();
  });

  it('hands the screen to the app, which asks for none of its reads again and answers clicks', async () => {
    const asked: string[] = [];
    const onRequest = (request: { url(): string }) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    };
    page.on('request', onRequest);
    const html = await open('/applications');
    page.off('request', onRequest);

    expect(html).toContain('Ada Lovelace');
    expect(asked).toEqual([]);
    await page.getByRole('button', { name: 'Table' }).click();
    await page.getByRole('cell', { name: 'Ada Lovelace' }).waitFor();
  });

  it('searches and filters by what was typed and chosen before the app ran', async () => {
    const held = await browser.newContext({ storageState: await page.context().storageState() });
    let release = () => {};
    const scripts = new Promise<void>((resolve) => {
      release = resolve;
    });
    await held.route('**/*.js', async (route) => {
      await scripts;
      await route.continue();
    });
    const early = await held.newPage();
    const pageErrors = watchErrors(early);
    await early.goto(`${server.url}/applications`, { waitUntil: 'commit' });
    const search = early.getByRole('searchbox', { name: 'Search applications' });
    await search.fill('nobody by that name');
    await early.getByLabel('Status').selectOption('interviewing');
    release();

    await early.getByRole('heading', { name: 'No matching applications' }).waitFor();
    await search.fill('Lovelace');
    await early.getByRole('heading', { name: 'Ada Lovelace' }).waitFor();
    expect(await early.getByLabel('Status').inputValue()).toBe('interviewing');
    expect(pageErrors).toEqual([]);
    await held.close();
  });

  it('writes the days of the browser’s time zone once the app runs', async () => {
    await open('/companies');
    await page.getByText(`Added ${day(seeded.company.createdAt)}`).waitFor();
  });

  it.each([
    ['/companies', 'Lovelace Analytics'],
    ['/candidates', 'ada@example.com'],
    ['/companies/{company}', 'Computing'],
    ['/companies/{company}/edit', 'Lovelace Analytics'],
    ['/candidates/{candidate}', 'ada@example.com'],
    ['/candidates/{candidate}/edit', 'ada@example.com'],
    ['/applications/{application}', 'Engine Programmer'],
    ['/applications/{application}/edit', 'Engine Programmer'],
  ])('renders %s on the server, and the app takes it over', async (pattern, shown) => {
    const path = pattern.replace(/\{(\w+)\}/, (_, key: keyof typeof seeded) => seeded[key].id);
    const html = await open(path);

    expect(html).toContain('id="first-answers"');
    expect(html).toContain(shown);
    expect(errors).toEqual([]);
  });

  it('logged no page errors, mismatches or CSP violations', () => {
    expect(errors).toEqual([]);
  });
});

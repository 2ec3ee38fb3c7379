import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './fixtures/api.ts';
import { watchErrors } from './fixtures/browser.ts';
import { productJourney } from './fixtures/journey.ts';
import type { RunningServer } from './fixtures/server.ts';

type Row = { id: string };
/** An edit route, the id of one of its fields and the value that field holds. */
type EditRoute = { path: string; field: string; value: string };
/** The edit routes whose first visit the server renders. */
const SERVER_RENDERED = /^\/(companies|candidates|applications)\//;

/**
 * Every edit route shows its form filled, or no form yet: never an empty form that fills in once
 * the app's script has run (someone typing at once would lose it, or save blank fields).
 */
describe('edit forms at first paint', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  const routes: EditRoute[] = [];

  productJourney({ signInAt: '/companies' }, (started) => {
    ({ server, browser, page, errors } = started);
  });
  beforeAll(async () => {
    const post = (path: string, body: unknown) => apiCall<Row>(page, server.url, 'POST', path, body);
    const company = await post('/api/companies', { name: 'Lovelace Analytics', industry: 'Computing' });
    const job = await post('/api/job-openings', { companyId: company.id, title: 'Engine Programmer' });
    const candidate = await post('/api/candidates', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
    const application = await post('/api/applications', {
      candidateId: candidate.id,
      jobOpeningId: job.id,
      source: 'Referral',
    });
    const scorecard = await post('/api/interview-setup/scorecards', {
      title: 'Engine Scorecard',
      content: 'Mathematics\n- Writes the first program',
    });
    const agenda = await post('/api/interview-setup/agendas', {
      title: 'Engine Onsite',
      content: '- Introductions (5 min)',
      timeRangeMin: 30,
      timeRangeMax: 60,
    });
    const template = await post('/api/interview-setup/templates', {
      title: 'Engine Loop',
      scorecardId: scorecard.id,
      agendaId: agenda.id,
    });
    routes.push(
      { path: `/companies/${company.id}/edit`, field: 'company-name', value: 'Lovelace Analytics' },
      { path: `/jobs/${job.id}/edit`, field: 'job-title', value: 'Engine Programmer' },
      { path: `/candidates/${candidate.id}/edit`, field: 'candidate-email', value: 'ada@example.com' },
      { path: `/applications/${application.id}/edit`, field: 'application-source', value: 'Referral' },
      { path: `/scorecards/${scorecard.id}/edit`, field: 'scorecard-title', value: 'Engine Scorecard' },
      { path: `/agendas/${agenda.id}/edit`, field: 'agenda-title', value: 'Engine Onsite' },
      { path: `/interview-templates/${template.id}/edit`, field: 'template-title', value: 'Engine Loop' },
    );
  });

  const signedInContext = async (): Promise<BrowserContext> =>
    browser.newContext({ storageState: await page.context().storageState() });

  it('shows each form filled or not at all before any of the app’s script has run', async () => {
    const noScripts = await signedInContext();
    await noScripts.route('**/*.js', (route) => route.abort());
    const bare = await noScripts.newPage();
    const shown: Record<string, string | null> = {};
    for (const { path, field } of routes) {
      await bare.goto(`${server.url}${path}`);
      shown[path] = await bare.evaluate(
        (id) => (document.getElementById(id) as HTMLInputElement | null)?.value ?? null,
        field,
      );
    }
    await noScripts.close();

    for (const { path, value } of routes) expect([null, value], path).toContain(shown[path]);
    // The server renders these (docs/decisions/024-first-screen-on-the-server.md): filled.
    for (const { path, value } of routes.filter(({ path }) => SERVER_RENDERED.test(path))) {
      expect(shown[path], path).toBe(value);
    }
  });

  it('never shows a form empty while the page loads and the app takes it over', async () => {
    const watched = await signedInContext();
    // Every state of the field from the moment the parser inserts it: each change to the page,
    // and each frame until the app has set the screen's title.
    await watched.addInitScript(() => {
      const seen: Record<string, string[]> = {};
      Object.assign(window, { seenFields: seen });
      const look = () => {
        for (const field of document.querySelectorAll<HTMLInputElement>(
          'form input[id], form textarea[id]',
        )) {
          const values = seen[field.id] ?? [];
          if (values.at(-1) !== field.value) seen[field.id] = [...values, field.value];
        }
      };
      new MutationObserver(look).observe(document, { childList: true, subtree: true });
      const frame = () => {
        look();
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    const loaded = await watched.newPage();
    const loadErrors = watchErrors(loaded);
    for (const { path, field, value } of routes) {
      await loaded.goto(`${server.url}${path}`);
      await loaded.locator(`#${field}`).waitFor();
      await expect.poll(() => loaded.locator(`#${field}`).inputValue()).toBe(value);
      const seen = await loaded.evaluate(
        (id) => (window as unknown as { seenFields: Record<string, string[]> }).seenFields[id],
        field,
      );
      expect(seen, path).toEqual([value]);
    }
    expect(loadErrors).toEqual([]);
    await watched.close();
  });

  it('keeps what was typed into a server-rendered form before the app ran, and saves it', async () => {
    const held = await signedInContext();
    let release = () => {};
    const scripts = new Promise<void>((resolve) => {
      release = resolve;
    });
    await held.route('**/*.js', async (route) => {
      await scripts;
      await route.continue();
    });
    const early = await held.newPage();
    const earlyErrors = watchErrors(early);
    const [company] = routes;
    if (!company) throw new Error('no company route');
    await early.goto(`${server.url}${company.path}`, { waitUntil: 'commit' });
    await early.locator('#company-industry').fill('Analytical engines');
    release();

    await early.waitForFunction(() => document.title !== 'Interview Hub');
    expect(await early.locator('#company-industry').inputValue()).toBe('Analytical engines');
    expect(await early.locator('#company-name').inputValue()).toBe('Lovelace Analytics');
    await early.getByRole('button', { name: 'Save Changes' }).click();
    await early.getByRole('heading', { level: 1, name: 'Lovelace Analytics' }).waitFor();
    await early.getByText('Analytical engines').first().waitFor();
    expect(earlyErrors).toEqual([]);
    await held.close();
  });

  it('logged no page errors', () => {
    expect(errors).toEqual([]);
  });
});

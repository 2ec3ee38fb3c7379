import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { productJourney } from './fixtures/journey.ts';
import type { RunningServer } from './fixtures/server.ts';

/**
 * A screen's first reads leave with the page (docs/decisions/021-first-requests-with-the-page.md).
 * /jobs is one the browser renders: the server renders /applications (e2e/first-screen.spec.ts).
 */
describe('first reads with the page', () => {
  let server: RunningServer;
  let page: Page;
  let errors: string[];

  productJourney({ signInAt: '/applications' }, (started) => {
    ({ server, page, errors } = started);
  });
  beforeAll(async () => {
    // Notes every placeholder and loading screen a page shows on its way to its data.
    await page.context().addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { placeholdersSeen: string[] }).placeholdersSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[data-slot="skeleton-card"]')) seen.push('placeholder cards');
        if (document.querySelector('[role="status"]')?.textContent === 'Loading...') seen.push('Loading...');
      }).observe(document, { childList: true, subtree: true });
    });
  });

  it('asks for a screen’s first reads once, with the page, before the sign-in status is known', async () => {
    const seen: string[] = [];
    const apiPath = (url: string) => {
      const { pathname, search } = new URL(url);
      return pathname.startsWith('/api/') ? `${pathname}${search}` : undefined;
    };
    const onRequest = (request: { url(): string }) => {
      const path = apiPath(request.url());
      if (path) seen.push(`ask ${path}`);
    };
    const onResponse = (response: { url(): string }) => {
      const path = apiPath(response.url());
      if (path) seen.push(`answer ${path}`);
    };
    page.on('request', onRequest);
    page.on('response', onResponse);
    await page.goto(`${server.url}/jobs`);
    await page.getByText('No job openings yet').waitFor();
    page.off('request', onRequest);
    page.off('response', onResponse);

    const list = '/api/job-openings?limit=24&offset=0';
    const asked = seen.filter((event) => event.startsWith('ask '));
    expect(asked.filter((event) => event === `ask ${list}`)).toHaveLength(1);
    expect(asked.filter((event) => event === 'ask /api/job-openings/stats')).toHaveLength(1);
    expect(asked.filter((event) => event === 'ask /api/auth/status')).toHaveLength(1);
    // Sent with the page: the screen itself would ask only once it knew who is signed in.
    expect(seen.indexOf(`ask ${list}`)).toBeLessThan(seen.indexOf('answer /api/auth/status'));
  });

  it.each([
    ['/jobs', 'No job openings yet'],
    ['/applications', 'No applications yet'],
  ])(
    'shows %s with its data in its first render: no loading screen, no placeholders',
    async (screen, empty) => {
      await page.goto(`${server.url}${screen}`);
      await page.getByText(empty).waitFor();

      const seen = await page.evaluate(
        () => (window as unknown as { placeholdersSeen: string[] }).placeholdersSeen,
      );
      expect(seen).toEqual([]);
    },
  );

  it('logged no page errors or CSP violations', () => {
    expect(errors).toEqual([]);
  });
});

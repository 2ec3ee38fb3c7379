import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MANY_MATCHES, SEARCH_RANKED_MAX } from '#contracts/search.ts';
import { axeViolations, screenshot } from './fixtures/browser.ts';
import { say, seedApplication } from './fixtures/interviews.ts';
import { productJourney } from './fixtures/journey.ts';
import type { RunningServer } from './fixtures/server.ts';

type Created = { id: string };

const SPONSORSHIP = 'Yes, I would need visa sponsorship to start in the spring.';

/**
 * Search across interviews: the shell's box (Ctrl+K) finds the moment a candidate spoke about
 * sponsorship, the quote marks the word, and the result opens the interview scrolled to that
 * line, highlighted.
 */
describe('search across interviews', () => {
  let server: RunningServer;
  let page: Page;
  let errors: string[];
  let sessionId = '';

  productJourney(
    { signInAt: '/sessions', context: { viewport: { width: 1600, height: 1000 } } },
    (started) => {
      ({ server, page, errors } = started);
    },
  );
  beforeAll(async () => {
    const { candidate, application, call } = await seedApplication(page, server.url, {
      first: 'Priya',
      last: 'Raman',
    });
    const session = await call<Created>('POST', '/api/sessions', {
      candidateId: candidate.id,
      applicationId: application.id,
      customScorecard: 'Communication\n- Clear answers',
    });
    sessionId = session.id;
    // Enough lines that the one asked for is out of view until the transcript scrolls to it.
    for (let i = 0; i < 30; i++) {
      await say(
        page,
        server.url,
        sessionId,
        'interviewer',
        `Question ${i + 1}: tell me about project ${i + 1}.`,
      );
      await say(
        page,
        server.url,
        sessionId,
        'candidate',
        `Project ${i + 1} moved our data onto Kafka streams.`,
      );
      if (i === 4) await say(page, server.url, sessionId, 'candidate', SPONSORSHIP);
    }
  });

  it('finds the moment from the shell search and opens the interview at that line', async () => {
    await page.goto(`${server.url}/sessions`);
    await page.getByRole('heading', { level: 1, name: 'Interview Sessions' }).waitFor();
    await page.keyboard.press('Control+k');
    const box = page.getByRole('searchbox', { name: 'Search interviews' });
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('sponsorship');
    await page.keyboard.press('Enter');

    const results = page.getByRole('region', { name: 'Search results' });
    await results.waitFor();
    const hit = results.getByRole('link').filter({ hasText: 'Priya Raman' });
    expect(await hit.count()).toBe(1);
    expect(await hit.locator('mark').allTextContents()).toEqual(['sponsorship']);
    await screenshot(page, 'search-results');
    expect(await axeViolations(page)).toEqual([]);

    await hit.click();
    const line = page.locator('[data-chunk-id][aria-current="true"]');
    await line.waitFor({ timeout: 15_000 });
    expect(await line.textContent()).toContain(SPONSORSHIP);
    expect(page.url()).toContain(`/sessions/${sessionId}?line=`);
    // The transcript scrolled to it: the line is inside the transcript's visible area.
    const inView = await line.evaluate((el) => {
      const pane = el.closest('section');
      if (!pane) return false;
      const a = el.getBoundingClientRect();
      const b = pane.getBoundingClientRect();
      return a.top >= b.top && a.bottom <= b.bottom;
    });
    expect(inView).toBe(true);
    await screenshot(page, 'search-opened-at-line');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('says so when a word was said more often than the search ranks', async () => {
    const often = await seedApplication(page, server.url, { first: 'Omar', last: 'Haddad' });
    const session = await often.call<Created>('POST', '/api/sessions', {
      candidateId: often.candidate.id,
      applicationId: often.application.id,
      customScorecard: 'Communication\n- Clear answers',
    });
    for (let i = 0; i < SEARCH_RANKED_MAX; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, k) =>
          say(page, server.url, session.id, 'candidate', `Retro ${i + k + 1}: we held a retro on it.`),
        ),
      );
    }
    await page.goto(`${server.url}/search?q=retro`);
    await page.getByText(SEARCH_MANY_MATCHES).waitFor();
    const results = page.getByRole('region', { name: 'Search results' });
    expect(await results.getByRole('link').count()).toBe(20);
    await screenshot(page, 'search-many-matches');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

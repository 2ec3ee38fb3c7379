import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './fixtures/browser.ts';
import { productJourney } from './fixtures/journey.ts';
import type { RunningServer } from './fixtures/server.ts';
import { setupScreens } from './fixtures/setup.ts';
import { addTutorial } from './fixtures/tutorials.ts';

const TUTORIAL = {
  title: 'Your first interview template',
  description: 'Combine a scorecard and an agenda into a reusable setup.',
  seconds: 95,
};

/**
 * Interview setup, tutorials (spec 001 §2, issue 4): a tutorial video added with the command line,
 * listed and played.
 */
describe('interview setup: tutorials', () => {
  let server: RunningServer;
  let page: Page;
  let errors: string[];

  productJourney(
    {
      signInAt: '/tutorials',
      start: { beforeStart: (dataDir) => addTutorial(dataDir, TUTORIAL).then(() => undefined) },
    },
    (started) => {
      ({ server, page, errors } = started);
    },
  );

  const { main, heading, cardTitles, expectNoAxeViolations } = setupScreens(() => page);

  it('plays the tutorial added with the command line', async () => {
    await page.goto(`${server.url}/tutorials`);
    await heading('Help & Tutorials').waitFor();
    await page.getByText('1 tutorial available').waitFor();
    await expect.poll(cardTitles).toEqual([TUTORIAL.title]);
    await main().getByText(TUTORIAL.description).waitFor();
    await main().getByText('1:35').waitFor();
    await screenshot(page, 'setup-tutorials');
    await expectNoAxeViolations();

    const played = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/files/'));
    await page.getByRole('button', { name: /Watch Tutorial/ }).click();
    // The player's own request for the video (cookies, CSP media-src and byte ranges all real).
    expect([200, 206]).toContain((await played).status());
    const dialog = page.getByRole('dialog', { name: TUTORIAL.title });
    await dialog.waitFor();
    await dialog.getByText(TUTORIAL.description).waitFor();
    const video = dialog.locator('video');
    await video.waitFor();
    expect(await video.getAttribute('controls')).not.toBeNull();
    expect(await video.getAttribute('autoplay')).not.toBeNull();
    const src = (await video.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/api\/files\//);

    const whole = await page.context().request.get(`${server.url}${src}`);
    expect(whole.status()).toBe(200);
    expect(whole.headers()['content-type']).toBe('video/mp4');
    const part = await page
      .context()
      .request.get(`${server.url}${src}`, { headers: { range: 'bytes=0-99' } });
    expect(part.status()).toBe(206);
    expect((await part.body()).length).toBe(100);
    await screenshot(page, 'setup-tutorial-dialog');
    await expectNoAxeViolations();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.locator('video').count()).toBe(0);
  });

  it('logged no page errors or CSP violations', () => {
    expect(errors).toEqual([]);
  });
});

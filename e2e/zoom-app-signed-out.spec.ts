import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, screenshot } from './fixtures/browser.ts';
import { type RunningServer, startProduct } from './fixtures/server.ts';

/** The Zoom App signed out inside the Zoom client: it says what it is and how to sign in there. */
describe('the Zoom App signed out', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startProduct(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('says it is the Interview Hub Zoom App and opens on the username form', async () => {
    const page = await browser.newPage({ viewport: { width: 480, height: 760 } });
    await page.goto(`${server.url}/zoomapp`);
    await page.getByText('This is the Interview Hub Zoom App.').waitFor();
    expect(await page.getByRole('tab', { name: 'Username' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('textbox', { name: 'Username' }).waitFor();
    await screenshot(page, 'zoom-app-signed-out');
    expect(await axeViolations(page)).toEqual([]);
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeZoomClientCalls,
  installFakeZoomClient,
} from '#web/features/zoom-app/testing/fake-zoom-client.ts';
import { axeViolations, launchBrowser, screenshot } from './fixtures/browser.ts';
import { type RunningServer, startProduct } from './fixtures/server.ts';
import { signIn } from './fixtures/sign-in.ts';

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
    await page.close();
  });

  it('signs in through the system browser: the app opens the link, the browser confirms, the app is in', async () => {
    // The Zoom client's window (with its SDK bridge) and the system browser: two cookie jars.
    const zoom = await browser.newContext({ viewport: { width: 480, height: 760 } });
    const app = await zoom.newPage();
    await app.addInitScript(installFakeZoomClient, { meeting: null });
    await app.goto(`${server.url}/zoomapp`);
    await app.getByRole('button', { name: 'Sign in with Google in your browser' }).click();
    await app.getByText(/Finish signing in in your browser/).waitFor();
    await screenshot(app, 'zoom-app-waiting-for-the-browser');
    expect(await axeViolations(app)).toEqual([]);
    const opened = (await app.evaluate(fakeZoomClientCalls)).find((call) => call.apiName === 'openUrl');
    const url = (opened?.data as { url?: string } | undefined)?.url ?? '';
    expect(url).toMatch(new RegExp(`^${server.url}/zoomapp/link\\?code=[\\w-]{40,}$`));

    // In the browser: the ordinary sign-in (Google first), then back on the link's page to confirm.
    const system = await browser.newContext({ viewport: { width: 1000, height: 760 } });
    const tab = await system.newPage();
    await tab.goto(url);
    await tab.getByRole('tab', { name: 'Google', selected: true }).waitFor();
    await signIn(tab, 'admin', server.adminPassword);
    await tab.getByRole('button', { name: 'Sign in the Zoom App' }).waitFor();
    expect(tab.url()).toBe(url);
    await screenshot(tab, 'zoom-app-link-confirm');
    expect(await axeViolations(tab)).toEqual([]);
    await tab.getByRole('button', { name: 'Sign in the Zoom App' }).click();
    await tab.getByText('The Zoom App is signed in. Close this tab and return to Zoom.').waitFor();

    // The app signs itself in with the link it asked for, and the link is spent.
    await app.getByRole('heading', { level: 1, name: 'Zoom RTMS App' }).waitFor({ timeout: 15_000 });
    const status = await app.evaluate(() => fetch('/api/auth/status').then((r) => r.json()));
    expect(status).toMatchObject({ authenticated: true, user: { username: 'admin' } });
    await screenshot(app, 'zoom-app-signed-in-through-the-browser');
    await tab.reload();
    await tab.getByRole('button', { name: 'Sign in the Zoom App' }).click();
    await tab
      .getByRole('alert')
      .getByText(/used already/)
      .waitFor();
    await Promise.all([zoom.close(), system.close()]);
  });
});

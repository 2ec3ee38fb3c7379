import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser, screenshot, watchErrors } from './fixtures/browser.ts';
import { type RunningServer, startProduct } from './fixtures/server.ts';
import { signIn as signInOn, toast as toastOn } from './fixtures/sign-in.ts';

/** The account journey of a first start: bootstrap admin → shell → settings → new password → sign out. */
describe('signing in and the application shell', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startProduct(), launchBrowser()]);
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    errors = watchErrors(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const toast = (text: string) => toastOn(page, text);
  const signIn = (username: string, password: string) => signInOn(page, username, password);

  it('shows the login screen to a signed-out visitor, with Google marked as not configured', async () => {
    await page.goto(`${server.url}/companies`);
    await page.getByText('Sign-in with Google is not configured on this server.').waitFor();
    expect(await page.getByRole('button', { name: 'Sign in with Google' }).isDisabled()).toBe(true);
    await screenshot(page, 'login-google-tab');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('refuses a wrong password with "Login failed"', async () => {
    await signIn('admin', 'not-the-password');
    await toast('Login failed').waitFor();
    expect(await toast('Login failed').textContent()).toContain('Invalid username or password');
    await screenshot(page, 'login-failed');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('signs in with the bootstrap account and shows the shell', async () => {
    await signIn('admin', server.adminPassword);
    await toast('Login successful').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Companies' }).waitFor();
    const nav = page.getByRole('navigation');
    for (const label of ['Interview Sessions', 'Scorecards', 'Companies', 'Applications', 'Tutorials']) {
      expect(await nav.getByRole('link', { name: new RegExp(label) }).count()).toBeGreaterThan(0);
    }
    expect(await nav.locator('[aria-current="page"]').textContent()).toContain('Companies');
    await page.getByRole('link', { name: /Interview Sessions/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Interview Sessions' }).waitFor();
    expect(await nav.locator('[aria-current="page"]').textContent()).toBe('Interview Sessions');
    await page.waitForTimeout(300); // let the highlight's colour transition finish before the picture
    await screenshot(page, 'shell-sessions');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows "404 Page Not Found" for an unknown path', async () => {
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });

  it('changes the password in Settings, is signed out, and signs in with the new one', async () => {
    await page.goto(`${server.url}/sessions`);
    await page.getByTestId('user-initials').click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(await page.getByRole('button', { name: 'Update Settings' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByLabel('Current Password').fill(server.adminPassword);
    await page.getByLabel('New Password', { exact: true }).fill('Fresh-Start-2026');
    await page.getByLabel('Confirm New Password').fill('Fresh-Start-2026');
    await screenshot(page, 'settings');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Update Settings' }).click();
    await toast('Settings updated successfully').waitFor();
    await page.getByRole('tab', { name: 'Username' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });

    await signIn('admin', server.adminPassword);
    await toast('Login failed').waitFor();
    await signIn('admin', 'Fresh-Start-2026');
    await page.getByRole('heading', { level: 1, name: 'Interview Sessions' }).waitFor();
  });

  it('signs out from the user menu', async () => {
    await page.getByTestId('user-initials').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('tab', { name: 'Username' }).waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Username' }).waitFor();
  });

  it('logged no page errors or CSP violations', () => {
    expect(errors).toEqual([]);
  });
});

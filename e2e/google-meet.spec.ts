import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './fixtures/api.ts';
import { axeViolations, screenshot, watchErrors } from './fixtures/browser.ts';
import { say, seedApplication } from './fixtures/interviews.ts';
import { productJourney } from './fixtures/journey.ts';
import type { RunningServer } from './fixtures/server.ts';
import { signIn } from './fixtures/sign-in.ts';

type Created = { id: string };
type Suggestion = { content: string; tags: string[] };

const CODE = 'abc-defg-hij';
const PANEL = `/google-meet?test=true&meetingId=${CODE}`;
/** Meet's side panel is about this wide. */
const SIDE_PANEL = { width: 360, height: 860 };

/**
 * The Google Meet add-on's side panel (spec 000 §2, issue 25) in Chromium: in test mode it finds
 * the interview linked to the meeting code, follows its agenda, suggestions and scorecard live,
 * asks to share the Meet tab about 1.5 s later, and Share opens the dashboard capturing. Without
 * the owner's sign-in — a stranger's browser, or Meet's own frame, where the Lax cookie is not
 * sent — it shows nothing of the interview (docs/decisions/032-meet-side-panel-access.md).
 */
describe('the Google Meet side panel', () => {
  let server: RunningServer;
  let page: Page;
  let browser: Browser;
  let errors: string[];
  let sessionId = '';
  let panel: Page;
  let panelErrors: string[];

  productJourney(
    {
      signInAt: '/sessions',
      // Chromium keeps public sites (here a stand-in for meet.google.com) from loading loopback
      // addresses; the product is never served from one but here.
      browserArgs: async () => ['--disable-features=LocalNetworkAccessChecks'],
    },
    (started) => {
      ({ server, page, browser, errors } = started);
    },
  );
  beforeAll(async () => {
    const seeded = await seedApplication(page, server.url);
    const session = await seeded.call<Created>('POST', '/api/sessions', {
      candidateId: seeded.candidate.id,
      applicationId: seeded.application.id,
      scorecardId: seeded.scorecard.id,
      meetingUrl: `https://meet.google.com/${CODE}`,
      customAgenda:
        '- Introductions (5 min)\n- Billing pipeline deep dive (25 min)\n- Candidate questions (10 min)',
    });
    sessionId = session.id;
    panel = await page.context().newPage();
    panelErrors = watchErrors(panel);
    await panel.setViewportSize(SIDE_PANEL);
  });

  const card = (name: string) => panel.getByRole('region', { name });
  const shareDialog = () => panel.getByRole('dialog', { name: 'Screen Sharing Required' });

  it('finds the session by its meeting code and asks to share the tab about 1.5 s later', async () => {
    await panel.goto(`${server.url}${PANEL}`);
    await panel.getByText('Ada Lovelace').waitFor();
    const found = Date.now();
    expect(await shareDialog().isVisible()).toBe(false);
    for (const name of ['Agenda', 'Live Suggestions', 'Live Scorecard']) {
      await panel.getByRole('heading', { level: 2, name }).waitFor();
    }
    await card('Agenda').getByRole('listitem', { name: 'Billing pipeline deep dive, not started' }).waitFor();
    await card('Live Suggestions').getByText('No suggestions yet').waitFor();
    await card('Live Scorecard').getByText('Technical depth').waitFor();

    await shareDialog().waitFor();
    const waited = Date.now() - found;
    expect(waited).toBeGreaterThanOrEqual(1_200);
    expect(waited).toBeLessThan(3_000);
    await screenshot(panel, 'google-meet-share-prompt');
    expect(await axeViolations(panel)).toEqual([]);

    await shareDialog().getByRole('button', { name: 'Cancel' }).click();
    await panel.getByRole('button', { name: 'Share the meeting tab' }).waitFor();
  });

  it('follows the interview live, without the compliance warnings', async () => {
    await say(page, server.url, sessionId, 'interviewer', 'Tell me about the billing pipeline you built.');
    await say(
      page,
      server.url,
      sessionId,
      'candidate',
      'I moved our invoicing onto PostgreSQL with idempotent jobs.',
    );
    const suggestions = card('Live Suggestions').getByRole('list', { name: 'Live suggestions' });
    await suggestions.getByRole('listitem').first().waitFor({ timeout: 10_000 });

    await say(page, server.url, sessionId, 'interviewer', 'Thanks for joining. Do you have kids?');
    const warning = await waitForWarning(page, server.url, sessionId);
    await panel.waitForTimeout(1_000); // live events reach the panel within milliseconds
    expect(await panel.getByText(warning.content).count()).toBe(0);
    // Nor from the first read of a panel opened now.
    await panel.reload();
    await card('Live Suggestions').getByRole('listitem').first().waitFor();
    expect(await panel.getByText(warning.content).count()).toBe(0);
    expect(await card('Live Suggestions').innerText()).not.toContain('Compliance');
    await shareDialog().getByRole('button', { name: 'Cancel' }).click();

    await screenshot(panel, 'google-meet-panel');
    expect(await axeViolations(panel)).toEqual([]);
  });

  it('opens the dashboard capturing the meeting in a new tab on Share', async () => {
    const [dashboard] = await Promise.all([
      panel.context().waitForEvent('page'),
      panel.getByRole('button', { name: 'Share the meeting tab' }).click(),
    ]);
    await dashboard.waitForURL(`${server.url}/sessions/${sessionId}?autoCapture=true`);
    await dashboard.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();
    // The capture starts 2 s after opening; this first one asks for the recording notice first.
    await dashboard
      .getByRole('dialog', { name: 'Tell the candidate about the recording' })
      .waitFor({ timeout: 6_000 });
    expect(new URL(dashboard.url()).search).toBe('');
    await dashboard.close();
    expect(panelErrors).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows nothing of the interview to a browser without the sign-in', async () => {
    const stranger = await browser.newContext({ viewport: SIDE_PANEL });
    const tab = await stranger.newPage();
    await tab.goto(`${server.url}${PANEL}`);
    await tab.getByRole('heading', { name: 'Sign in to Interview Hub' }).waitFor();
    const text = await tab.locator('body').innerText();
    expect(text).not.toContain('Ada Lovelace');
    expect(text).not.toContain('Billing pipeline');
    expect(await axeViolations(tab)).toEqual([]);
    await stranger.close();
  });

  it("in Meet's frame gets no sign-in, and hands over to a tab of its own that has it", async () => {
    const meet = await page.context().newPage();
    await meet.route('https://meet.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: frameOf(`${server.url}${PANEL}`) }),
    );
    await meet.goto(`https://meet.google.com/${CODE}`);
    const frame = meet.frameLocator('iframe');
    await frame.getByRole('heading', { name: 'Sign in to Interview Hub' }).waitFor();
    expect(await frame.locator('body').innerText()).not.toContain('Ada Lovelace');
    await screenshot(meet, 'google-meet-in-meet-signed-out');

    const [ownTab] = await Promise.all([
      meet.context().waitForEvent('page'),
      frame.getByRole('link', { name: 'Open in a new tab' }).click(),
    ]);
    await ownTab.waitForURL(`${server.url}/google-meet?meetingId=${CODE}`);
    await ownTab.getByText('Ada Lovelace').waitFor();
    await ownTab.getByRole('dialog', { name: 'Screen Sharing Required' }).waitFor();
    await Promise.all([ownTab.close(), meet.close()]);
  });

  it("inside Meet signs in through a window of its own, then follows the interview in Meet's frame", async () => {
    // A browser that has never signed in: the window shows the app's sign-in, Google first.
    const fresh = await browser.newContext({ viewport: { width: 1100, height: 860 } });
    const meet = await fresh.newPage();
    const meetErrors = watchErrors(meet);
    await meet.route('https://meet.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: frameOf(`${server.url}${PANEL}`) }),
    );
    const grants: string[] = [];
    meet.on('request', (request) => {
      const auth = request.headers().authorization;
      if (auth?.startsWith('Bearer ')) grants.push(auth.slice('Bearer '.length));
    });
    await meet.goto(`https://meet.google.com/${CODE}`);
    const frame = meet.frameLocator('iframe');
    await frame.getByRole('heading', { name: 'Sign in to Interview Hub' }).waitFor();
    const [signInWindow] = await Promise.all([
      fresh.waitForEvent('page'),
      frame.getByRole('button', { name: 'Sign in', exact: true }).click(),
    ]);
    await signInWindow.getByRole('tab', { name: 'Google', selected: true }).waitFor();
    await screenshot(signInWindow, 'google-meet-sign-in-window');
    await signIn(signInWindow, 'admin', server.adminPassword);
    await signInWindow.waitForEvent('close');

    // The frame reads the session with the grant the window handed over: cards, suggestions, live channel.
    await frame.getByText('Ada Lovelace').waitFor();
    await frame.locator('[data-slot="badge"]').filter({ hasText: 'Live' }).waitFor();
    await frame.getByRole('region', { name: 'Agenda' }).getByText('Billing pipeline deep dive').waitFor();
    const suggestions = frame.getByRole('region', { name: 'Live Suggestions' });
    // The suggestions the earlier tests' words made, as the frame's first read and the live channel give them.
    await suggestions.getByRole('listitem').first().waitFor();
    expect(await suggestions.innerText()).not.toContain('Compliance');
    await frame
      .getByRole('region', { name: 'Live Scorecard' })
      .getByText('Technical depth')
      .first()
      .waitFor();
    await frame
      .getByRole('dialog', { name: 'Screen Sharing Required' })
      .getByText('recording notice')
      .waitFor();
    await frame.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    // The channel's sign-in check (every 3 s) keeps a socket opened with a grant while it lasts.
    await meet.waitForTimeout(4_000);
    expect(await frame.locator('[data-slot="badge"]').filter({ hasText: 'Live' }).count()).toBe(1);
    await screenshot(meet, 'google-meet-in-meet-signed-in');
    // The grant covers the panel's reads of this session only, and ends with the window's sign-out.
    const grant = grants.at(-1) ?? '';
    expect(grant).toMatch(/^ihg_/);
    const asPanel = (method: string, path: string) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${grant}`, origin: server.url },
      });
    expect((await asPanel('GET', `/api/sessions/${sessionId}`)).status).toBe(200);
    expect((await asPanel('GET', `/api/sessions/${sessionId}/transcription`)).status).toBe(200);
    for (const [method, path] of [
      ['GET', '/api/sessions'],
      ['GET', `/api/sessions/${sessionId}/conversation`],
      ['GET', `/api/sessions/${sessionId}/notes`],
      ['GET', '/api/candidates'],
      ['POST', `/api/sessions/${sessionId}/close`],
    ]) {
      expect((await asPanel(method ?? 'GET', path ?? '/')).status, path).toBe(401);
    }
    await fresh.request.post(`${server.url}/api/local-auth/logout`, { headers: { origin: server.url } });
    expect((await asPanel('GET', `/api/sessions/${sessionId}`)).status).toBe(401);
    expect(meetErrors.filter((e) => !e.includes('401'))).toEqual([]);
    await fresh.close();
  });

  it('cannot be framed by another site', async () => {
    const other = await page.context().newPage();
    await other.route('https://elsewhere.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: frameOf(`${server.url}${PANEL}`) }),
    );
    const refused = new Promise<string>((resolve) =>
      other.on('console', (message) => {
        if (message.text().includes('frame-ancestors')) resolve(message.text());
      }),
    );
    await other.goto('https://elsewhere.example/');
    expect(await refused).toContain(server.url);
    expect(await other.frameLocator('iframe').locator('#root').count()).toBe(0);
    await other.close();
  });
});

/** A page that frames `src` as Meet frames its side panel. */
function frameOf(src: string): string {
  return `<!doctype html><title>Meet</title><iframe title="Interview Hub" src="${src}" width="360" height="700"></iframe>`;
}

/** The guard's warning about the last question, once the assistant has made it. */
async function waitForWarning(page: Page, baseUrl: string, sessionId: string): Promise<Suggestion> {
  for (let tries = 0; tries < 100; tries++) {
    const list = await apiCall<Suggestion[]>(page, baseUrl, 'GET', `/api/sessions/${sessionId}/suggestions`);
    const warning = list.find((s) => s.tags.includes('compliance'));
    if (warning) return warning;
    await page.waitForTimeout(100);
  }
  throw new Error('No compliance warning was made');
}

import type { Locator, Page, WebSocketRoute } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './fixtures/browser.ts';
import { seedApplication } from './fixtures/interviews.ts';
import { productJourney } from './fixtures/journey.ts';
import type { RunningServer } from './fixtures/server.ts';

/** A laptop, a common desktop and a full-HD screen. */
const WIDTHS = [1280, 1440, 1920] as const;

/** The placeholder's width in the textarea's font, and the width its text has. */
function placeholderFit(box: Locator) {
  return box.evaluate((element: HTMLTextAreaElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = style.font;
    const inner =
      element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return { needs: Math.ceil(context.measureText(element.placeholder).width), has: Math.floor(inner) };
  });
}

/** Every visible control the connection-issue box overlaps (its own button aside). */
function controlsUnderAlert(page: Page) {
  return page.evaluate(() => {
    const alert = [...document.querySelectorAll('[role="alert"]')].find((element) =>
      element.textContent?.startsWith('Connection issue:'),
    );
    if (!alert) throw new Error('no connection issue shown');
    const box = alert.getBoundingClientRect();
    const controls = document.querySelectorAll<HTMLElement>(
      'button, input, textarea, select, a[href], [role="button"], [role="tab"], [role="combobox"]',
    );
    return [...controls]
      .filter((control) => !alert.contains(control))
      .filter((control) => {
        const r = control.getBoundingClientRect();
        const visible = r.width > 0 && r.height > 0;
        return (
          visible && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top
        );
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName);
  });
}

/** The live dashboard at the widths people use: inputs wide enough, the connection issue over nothing. */
describe('the live dashboard’s layout', () => {
  let server: RunningServer;
  let page: Page;
  let errors: string[];
  let socket: WebSocketRoute | undefined;
  let sessionPath = '';

  productJourney(
    {
      signInAt: '/sessions',
      beforeSignIn: async (tab) => {
        await tab.routeWebSocket(/\/ws\?/, (ws) => {
          socket = ws;
          ws.connectToServer();
        });
      },
    },
    (started) => {
      ({ server, page, errors } = started);
    },
  );
  beforeAll(async () => {
    const seeded = await seedApplication(page, server.url);
    const session = await seeded.call<{ id: string }>('POST', '/api/sessions', {
      candidateId: seeded.candidate.id,
      applicationId: seeded.application.id,
    });
    sessionPath = `/sessions/${session.id}`;
  });

  const openAt = async (width: number) => {
    await page.setViewportSize({ width, height: 900 });
    socket = undefined;
    await page.goto(`${server.url}${sessionPath}`);
    await page.getByRole('textbox', { name: 'Candidate', exact: true }).waitFor();
  };

  it.each(WIDTHS)('shows each chat input’s placeholder whole on one line at %i px', async (width) => {
    await openAt(width);
    for (const name of ['Candidate', 'Interviewer']) {
      const fit = await placeholderFit(page.getByRole('textbox', { name, exact: true }));
      expect(fit.has, `${name} at ${width} px`).toBeGreaterThanOrEqual(fit.needs);
    }
    await screenshot(page, `dashboard-${width}`);
  });

  it.each(WIDTHS)(
    'keeps the connection issue clear of every control at %i px, scrolled anywhere',
    async (width) => {
      await openAt(width);
      await expect.poll(() => socket !== undefined).toBe(true);
      socket?.send(JSON.stringify({ type: 'error', data: { error: 'Live updates are unavailable' } }));
      await page
        .getByRole('alert')
        .filter({ hasText: 'Connection issue: Live updates are unavailable' })
        .waitFor();

      const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      for (const y of [0, Math.round(height / 2), height]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        expect(await controlsUnderAlert(page), `${width} px, scrolled to ${y}`).toEqual([]);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `dashboard-connection-issue-${width}`);
    },
  );

  it('logged no page errors', () => {
    expect(errors).toEqual([]);
  });
});

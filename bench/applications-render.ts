/**
 * Time for /applications to show its first rows in Chromium, with one user's pipeline at the
 * issue's target size (50,000 applications), on PGlite: navigation start until the first page of
 * rows is painted. A first visit starts from an empty browser cache. A returning visit is a third
 * load in the same browser: the scripts come from the HTTP cache (they are immutable) and
 * Chromium has kept their compiled code; the data is asked afresh.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ConsoleMessage, Page } from 'playwright-core';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { login } from '#server/test/factories.ts';
import { launchBrowser } from '../e2e/fixtures/browser.ts';
import { seedPipeline } from './pipeline-seed.ts';
import { summary } from './stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

export async function benchApplicationsRender(): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-bench-render-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir }), logLevel: 'silent' as const };
  if (!config.webDir) throw new Error('Build the web app first (npx vite build)');
  const database = await openDatabase({ kind: 'pglite', dir: undefined });
  const app = await buildApp({ config, database });
  const browser = await launchBrowser();
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const user = await app.services.auth.addLocalUser('bench', 'Bench-Pass-1');
    await seedPipeline(database.db, user.id);
    const sid = (await login(app, 'bench', 'Bench-Pass-1')).replace('sid=', '');
    const firstVisits: number[] = [];
    const returningVisits: number[] = [];
    for (let i = 0; i < RUNS + 1; i++) {
      const context = await browser.newContext();
      await context.addCookies([{ name: 'sid', value: sid, url: base }]);
      await context.addInitScript(recordFirstRows);
      const page = await context.newPage();
      const visit = async () => {
        const shown = firstRowsShown(page);
        await page.goto(`${base}/applications`, { waitUntil: 'commit' });
        return shown;
      };
      const first = await visit();
      await visit(); // Chromium keeps compiled scripts from the second load on
      const returning = await visit();
      if (i > 0) {
        // the first run warms the server's caches
        firstVisits.push(first);
        returningVisits.push(returning);
      }
      await context.close();
    }
    return [
      summary('/applications first rows in Chromium, 50k applications (PGlite), first visit', firstVisits),
      summary(
        '/applications first rows in Chromium, 50k applications (PGlite), returning visit',
        returningVisits,
      ),
    ];
  } finally {
    await browser.close();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const FIRST_ROWS = 'first rows at ';

/**
 * When the page says it painted its first rows (`recordFirstRows`). It says so on the console,
 * which Chromium reports on its own: asking the page (`waitForFunction`) would have Playwright
 * compile its injected script in the page, about 100 ms of main thread while the app starts.
 */
function firstRowsShown(page: Page): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('No rows on /applications within 30 s')), 30_000);
    const onConsole = (message: ConsoleMessage) => {
      const text = message.text();
      if (!text.startsWith(FIRST_ROWS)) return;
      clearTimeout(timer);
      page.off('console', onConsole);
      resolve(Number(text.slice(FIRST_ROWS.length)));
    };
    page.on('console', onConsole);
  });
}

/**
 * Runs in the page before its scripts: notes the frame in which "Showing 1–N of M" (shown with
 * the first page of rows) is painted. A mutation observer costs the page far less than polling the
 * whole document for the text from outside.
 */
function recordFirstRows() {
  const observer = new MutationObserver(() => {
    const summary = document.evaluate(
      "//*[starts-with(normalize-space(.), 'Showing 1–') and not(*)]",
      document,
      null,
      XPathResult.FIRST_ORDERED_NODE_TYPE,
    ).singleNodeValue;
    if (!summary) return;
    observer.disconnect();
    // The frame that paints them: its animation callbacks run just before its paint.
    requestAnimationFrame(() => {
      // FIRST_ROWS: the init script runs in the page, where the module's constants are not.
      console.info(`first rows at ${performance.now()}`);
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

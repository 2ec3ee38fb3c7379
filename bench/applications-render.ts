/**
 * Time for /applications to show its first rows in Chromium, with one user's pipeline at the
 * issue's target size (50,000 applications), on PGlite: navigation start until the first page of
 * rows is painted. A first visit starts from an empty browser cache. A returning visit is a third
 * load in the same browser: the scripts come from the HTTP cache (they are immutable) and
 * Chromium has kept their compiled code; the data is asked afresh.
 *
 * The server renders the screen (decision 024), so its rows paint before the app runs. The
 * benchmark also times when the app has taken the screen over and answers clicks: the frame after
 * the screen's title is set, which the app does once it has rendered.
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
    const user = await app.services.auth.addLocalUser('bench', 'Timing-Pass-81');
    await seedPipeline(database.db, user.id);
    const sid = (await login(app, 'bench', 'Timing-Pass-81')).replace('sid=', '');
    const firstVisits: Marks[] = [];
    const returningVisits: Marks[] = [];
    for (let i = 0; i < RUNS + 1; i++) {
      const context = await browser.newContext();
      await context.addCookies([{ name: 'sid', value: sid, url: base }]);
      await context.addInitScript(recordMarks);
      const page = await context.newPage();
      const visit = async () => {
        const shown = marksOf(page);
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
    // What a first visit costs the server: the reads, the render and Brotli, one visit at a time.
    const serverTimes: number[] = [];
    for (let i = 0; i < 60; i++) {
      const started = performance.now();
      await app.inject({ url: '/applications', headers: { cookie: `sid=${sid}`, 'accept-encoding': 'br' } });
      if (i >= 10) serverTimes.push(performance.now() - started);
    }
    const line = (what: string, visit: string, marks: Marks[], mark: keyof Marks) =>
      summary(
        `/applications ${what} in Chromium, 50k applications (PGlite), ${visit} visit`,
        marks.map((m) => m[mark]),
      );
    return [
      line('first rows', 'first', firstVisits, 'rows'),
      line('app running', 'first', firstVisits, 'running'),
      line('first rows', 'returning', returningVisits, 'rows'),
      line('app running', 'returning', returningVisits, 'running'),
      summary('/applications page rendered by the server, one visit at a time', serverTimes),
    ];
  } finally {
    await browser.close();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Milliseconds from navigation start: rows painted, and the app running. */
type Marks = { rows: number; running: number };
const MARKS = { rows: 'first rows at ', running: 'app running at ' } as const;

/**
 * When the page says it painted its first rows and when the app took over (`recordMarks`). It
 * says so on the console, which Chromium reports on its own: asking the page (`waitForFunction`)
 * would have Playwright compile its injected script in the page, about 100 ms of main thread
 * while the app starts.
 */
function marksOf(page: Page): Promise<Marks> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('No rows on /applications within 30 s')), 30_000);
    const seen: Partial<Marks> = {};
    const onConsole = (message: ConsoleMessage) => {
      const text = message.text();
      for (const [mark, prefix] of Object.entries(MARKS) as [keyof Marks, string][]) {
        if (text.startsWith(prefix)) seen[mark] = Number(text.slice(prefix.length));
      }
      if (seen.rows === undefined || seen.running === undefined) return;
      clearTimeout(timer);
      page.off('console', onConsole);
      resolve({ rows: seen.rows, running: seen.running });
    };
    page.on('console', onConsole);
  });
}

/**
 * Runs in the page before its scripts: notes the frame in which "Showing 1–N of M" (shown with
 * the first page of rows) is painted, whether the server's HTML or the app put it there, and the
 * frame after the app sets the screen's title. A mutation observer costs the page far less than
 * polling the whole document from outside.
 */
function recordMarks() {
  // No named functions in here: the page has not got the helper tsx names them with.
  let rows = false;
  const observer = new MutationObserver(() => {
    const messages: string[] = [];
    if (!rows) {
      rows = Boolean(
        document.evaluate(
          "//*[starts-with(normalize-space(.), 'Showing 1–') and not(*)]",
          document,
          null,
          XPathResult.FIRST_ORDERED_NODE_TYPE,
        ).singleNodeValue,
      );
      // MARKS: the init script runs in the page, where the module's constants are not.
      if (rows) messages.push('first rows at ');
    }
    if (rows && document.title.startsWith('Applications')) {
      observer.disconnect();
      messages.push('app running at ');
    }
    // The frame that paints them: its animation callbacks run just before its paint.
    if (messages.length > 0) {
      requestAnimationFrame(() => {
        for (const message of messages) console.info(`${message}${performance.now()}`);
      });
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

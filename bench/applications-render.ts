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
        await page.goto(`${base}/applications`);
        const handle = await page.waitForFunction(() => (window as FirstRowsWindow).firstRowsAt);
        return (await handle.jsonValue()) as number;
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

type FirstRowsWindow = Window & { firstRowsAt?: number };

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
      (window as FirstRowsWindow).firstRowsAt = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

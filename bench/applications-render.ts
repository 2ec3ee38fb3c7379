/**
 * Time for /applications to show its first rows in Chromium, with one user's pipeline at the
 * issue's target size (50,000 applications), on PGlite: navigation start to the first page of rows.
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
    const samples: number[] = [];
    for (let i = 0; i < RUNS + 1; i++) {
      const context = await browser.newContext();
      await context.addCookies([{ name: 'sid', value: sid, url: base }]);
      const page = await context.newPage();
      await page.goto(`${base}/applications`);
      await page.getByRole('heading', { name: 'Applications Dashboard' }).waitFor();
      // "Showing 1–N of M" appears with the first page of rows.
      await page.getByText(/^Showing 1–\d+ of /).waitFor();
      const elapsed = await page.evaluate(() => performance.now());
      if (i > 0) samples.push(elapsed); // the first run warms the server's caches
      await context.close();
    }
    return [summary('/applications first rows in Chromium, 50k applications (PGlite)', samples)];
  } finally {
    await browser.close();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

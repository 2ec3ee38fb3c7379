import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchErrors } from './fixtures/browser.ts';
import { type RunningServer, startProduct } from './fixtures/server.ts';

const assets = path.resolve(import.meta.dirname, '../dist/web/assets');

/** The build's compressed copies (docs/decisions/023-precompressed-assets.md), as the browser gets them. */
describe('the built app', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startProduct(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('has a Brotli and a gzip copy of each script and style sheet, unless the copy adds bytes', () => {
    const sources = readdirSync(assets).filter((file) => /\.(js|css)$/.test(file));
    expect(sources.length).toBeGreaterThanOrEqual(3);
    let brotliCopies = 0;
    for (const file of sources) {
      const original = readFileSync(path.join(assets, file));
      const brotli = path.join(assets, `${file}.br`);
      if (existsSync(brotli)) {
        expect(brotliDecompressSync(readFileSync(brotli)).equals(original)).toBe(true);
        brotliCopies += 1;
      } else {
        // A few bytes, such as a chunk that only re-exports another, which Brotli cannot shrink.
        const size = brotliCompressSync(original, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }).length;
        expect(size, file).toBeGreaterThanOrEqual(original.length);
      }
      const gzipped = path.join(assets, `${file}.gz`);
      if (existsSync(gzipped)) expect(gunzipSync(readFileSync(gzipped)).equals(original)).toBe(true);
      else {
        const size = gzipSync(original, { level: constants.Z_BEST_COMPRESSION }).length;
        expect(size, file).toBeGreaterThanOrEqual(original.length);
      }
    }
    expect(brotliCopies).toBeGreaterThan(sources.length * 0.9);
  });

  it('reaches Chromium as Brotli and runs', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const encodings = new Map<string, string | undefined>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/assets/')) encodings.set(pathname, response.headers()['content-encoding']);
    });
    await page.goto(`${server.url}/applications`);
    await page.getByRole('button', { name: 'Sign in with username and password' }).waitFor();
    const scripts = [...encodings].filter(([file]) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const [file, encoding] of scripts) expect({ file, encoding }).toEqual({ file, encoding: 'br' });
    expect(errors).toEqual([]);
    await page.close();
  });
});

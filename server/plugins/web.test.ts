import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressedCopies } from '../../scripts/precompress.ts';
import { registerWeb } from './web.ts';

const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};\n`;
const INDEX = '<!doctype html><title>Interview Hub</title><div id="root"></div>';

/** A built web app as the Vite build leaves it: a hashed script with its `.br` and `.gz` copies. */
async function builtWebApp(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ih-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'assets/app-abc123.js'), SCRIPT);
  for (const copy of await compressedCopies('assets/app-abc123.js', SCRIPT)) {
    writeFileSync(path.join(dir, copy.fileName), copy.source);
  }
  writeFileSync(path.join(dir, 'assets/small-abc123.js'), 'export {};\n');
  return dir;
}

describe('the built web app', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await registerWeb(app, await builtWebApp());
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a script as Brotli to a browser that accepts it, cached for good', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client without Brotli, and the file as it is to one that asks for neither', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends a file that has no compressed copy as it is', async () => {
    const res = await get('/assets/small-abc123.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};\n');
  });

  it("answers the app's screens with index.html, revalidated on every visit", async () => {
    const res = await get('/applications?view=table', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  });

  it('answers / with index.html too', async () => {
    const res = await get('/');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  });

  it('answers 404 for unknown files and API paths', async () => {
    expect((await get('/assets/missing-abc123.js', 'br')).statusCode).toBe(404);
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({
      error: { code: 'not_found', message: 'No route for GET /api/nothing-here' },
    });
  });

  it("answers 404, not the app's page, to the server's own paths however they are spelled", async () => {
    for (const url of ['/API/companies', '/%2561pi/companies', '//api/x', '/api%2Fx', '/api./x', '/WS']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    expect((await get('/apiary')).statusCode).toBe(200);
  });
});

describe('compressedCopies', () => {
  it('leaves out files compression does not shrink and those that are not text', async () => {
    expect(await compressedCopies('assets/tiny.js', 'export {};')).toEqual([]);
    expect(await compressedCopies('assets/logo.png', new Uint8Array(4096))).toEqual([]);
  });

  it('writes Brotli and gzip copies that decompress to the file', async () => {
    const copies = await compressedCopies('assets/app.css', SCRIPT);
    expect(copies.map((copy) => copy.fileName)).toEqual(['assets/app.css.br', 'assets/app.css.gz']);
    expect(brotliDecompressSync(copies[0]?.source ?? Buffer.alloc(0)).toString()).toBe(SCRIPT);
    expect(gunzipSync(copies[1]?.source ?? Buffer.alloc(0)).toString()).toBe(SCRIPT);
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { ORIGIN } from '#server/test/build-test-app.ts';
import { sharedTestDatabase } from '#server/test/test-db.ts';

/**
 * Every registered route answers 401 without a session, except these. A new route that is
 * meant to be public must be added here on purpose.
 */
const PUBLIC = new Set([
  'GET /healthz',
  'GET /readyz',
  'GET /api/auth/status',
  'GET /api/google-auth/config',
  'GET /api/google-auth/login',
  'GET /api/google-auth/callback',
  'POST /api/local-auth/login',
  'POST /api/local-auth/logout',
  'POST /api/google-auth/logout',
  // Authorised by its HMAC signature instead of a session (docs/decisions/011-object-store.md).
  'GET /api/files/*',
  // Zoom's webhooks: authorised by their v0 signature and timestamp instead of a session.
  'POST /api/zoom/webhooks',
  // What the server is set up for (no secret): the Meet side panel reads it inside Meet's frame.
  'GET /api/integrations',
  // The Zoom App's sign-in through the browser (decision 050): a link to confirm there, and the
  // exchange authorised by the poll token only the app holds.
  'POST /api/zoom-app/links',
  'POST /api/zoom-app/links/exchange',
  // The built web app: its files, and index.html for the app's own screens.
  'GET /',
  'GET /index.html',
  'GET /assets/app-abc123.js',
  'GET /*',
]);
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

describe('route inventory', () => {
  const routes: RouteOptions[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    // A built web app, as in production: its catch-all route answers every path the API's do not.
    const webDir = mkdtempSync(path.join(tmpdir(), 'ih-inv-web-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'assets/app-abc123.js'), 'export {};\n');
    const config = {
      ...loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ih-inv-')) }),
      webDir,
      logLevel: 'silent' as const,
    };
    app = await buildApp({ config, database: await sharedTestDatabase() });
    await app.ready();
    routes.push(...app.routeInventory);
  });
  afterAll(() => app.close());

  it('knows every route', () => {
    expect(routes.length).toBeGreaterThan(PUBLIC.size);
  });

  /** Every private route's method and a URL for it, its parameters filled in. */
  const privateCalls = () =>
    routes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
        .filter((method) => !PUBLIC.has(`${method} ${route.url}`) && !isDocs(route.url))
        .map((method) => ({
          method,
          key: `${method} ${route.url}`,
          url: route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x'),
        })),
    );
  const call = (method: string, url: string) =>
    app.inject({
      method: method as 'GET',
      url,
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: method === 'GET' ? undefined : '{}',
    });

  it('answers 401 without a session everywhere but the allowlist', async () => {
    const open: string[] = [];
    for (const { method, key, url } of privateCalls()) {
      const res = await call(method, url);
      if (res.statusCode !== 401) open.push(`${key} → ${res.statusCode}`);
      if (res.headers['cache-control'] !== 'no-store')
        open.push(`${key}: cache-control ${res.headers['cache-control']}`);
    }
    expect(open).toEqual([]);
  });

  it('answers 401 or 404 to every other spelling of a private route, never its data, never cached', async () => {
    const open: string[] = [];
    for (const { method, key, url } of privateCalls()) {
      for (const variant of spellings(url)) {
        const res = await call(method, variant);
        if (res.statusCode !== 401 && res.statusCode !== 404)
          open.push(`${key} as ${variant} → ${res.statusCode}`);
        if (res.headers['cache-control'] !== 'no-store') {
          open.push(`${key} as ${variant}: cache-control ${res.headers['cache-control']}`);
        }
      }
    }
    expect(open).toEqual([]);
  });

  it("serves the web app's page and files without a session", async () => {
    for (const url of ['/', '/companies', '/google-meet', '/assets/app-abc123.js', '/healthz']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('has no public route that is not on the allowlist', () => {
    const declared = routes
      .filter((r) => r.config?.public && !isDocs(r.url))
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => `${m} ${r.url}`))
      .filter((key) => !key.startsWith('HEAD ') && !key.startsWith('OPTIONS '));
    expect(declared.filter((key) => !PUBLIC.has(key))).toEqual([]);
  });

  it('has no allowlisted route that does not exist', () => {
    const known = new Set(
      routes.flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => `${m} ${r.url}`)),
    );
    expect([...PUBLIC].filter((k) => !known.has(k))).toEqual([]);
  });
});

/**
 * The same path spelled as a router or a proxy might still read it: its first segment with a
 * percent-encoded letter (once or twice), in another case or with a trailing dot, and the path with
 * an encoded slash, doubled slashes or a trailing slash or dot.
 */
function spellings(url: string): string[] {
  const [, first = '', rest = ''] = /^\/([^/]+)(.*)$/.exec(url) ?? [];
  const encoded = (letter: string) => `%${letter.charCodeAt(0).toString(16).toUpperCase()}`;
  const tail = first.slice(1);
  const all = [
    `/${encoded(first[0] ?? '')}${tail}${rest}`,
    `/${encoded((first[0] ?? '').toUpperCase())}${tail.toUpperCase()}${rest}`,
    `/%25${encoded(first[0] ?? '').slice(1)}${tail}${rest}`,
    `/${first.toUpperCase()}${rest}`,
    `/${first.slice(0, 1).toUpperCase()}${tail}${rest.toUpperCase()}`,
    `/${first}.${rest}`,
    `/${first}${rest.replace('/', '%2F')}`,
    `/${first}${rest.replace('/', '%2f')}`,
    `/%2F${first}${rest}`,
    `//${first}${rest}`,
    `/${first}/${rest}`,
    `/${first}${rest}/`,
    `/${first}${rest}.`,
  ];
  return [...new Set(all)];
}

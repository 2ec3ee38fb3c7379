import { mkdtempSync } from 'node:fs';
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
]);
const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

describe('route inventory', () => {
  const routes: RouteOptions[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const config = {
      ...loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ih-inv-')) }),
      webDir: undefined,
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

  it('answers 401 without a session everywhere but the allowlist', async () => {
    const open: string[] = [];
    for (const route of routes) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        const key = `${method} ${route.url}`;
        if (PUBLIC.has(key) || isDocs(route.url)) continue;
        const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x');
        const res = await app.inject({
          method,
          url,
          headers: { origin: ORIGIN, 'content-type': 'application/json' },
          payload: method === 'GET' ? undefined : '{}',
        });
        if (res.statusCode !== 401) open.push(`${key} → ${res.statusCode}`);
      }
    }
    expect(open).toEqual([]);
  });

  it('has no allowlisted route that does not exist', () => {
    const known = new Set(
      routes.flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => `${m} ${r.url}`)),
    );
    expect([...PUBLIC].filter((k) => !known.has(k))).toEqual([]);
  });
});

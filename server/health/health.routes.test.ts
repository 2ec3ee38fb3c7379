import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { freshTestDatabase } from '#server/test/test-db.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

describe('health and API description', () => {
  const t = useTestApp();

  it('answers liveness and readiness without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok' });
  });

  it('reports not ready when the database is gone', async () => {
    const database: Database = await freshTestDatabase();
    const broken = await buildTestApp({ database });
    await database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
    await broken.close();
  });

  it('describes the API as OpenAPI generated from the contracts, browsable at /api/docs', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/auth/status', '/api/local-auth/login', '/api/users/settings']),
    );
    const login = spec.paths['/api/local-auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});

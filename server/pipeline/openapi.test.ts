import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/use-test-app.ts';

const PIPELINE = /^\/api\/(companies|job-openings|candidates|applications)(\/|$)/;

describe('pipeline routes in the OpenAPI document', () => {
  const t = useTestApp();

  it('documents every pipeline route with tags, a summary and its answers', async () => {
    const routes = t.app.routeInventory.filter((r) => PIPELINE.test(r.url) && r.method !== 'HEAD');
    // 33, and a candidate's transcription backlog and retry, audit trail, export and erasure.
    expect(routes.length).toBe(38);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const method = String(route.method).toLowerCase();
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.tags.length).toBeGreaterThan(0);
      expect(op.summary).toEqual(expect.any(String));
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['400', '401']));
    }
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from '#server/test/build-test-app.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

describe('security baseline', () => {
  const t = useTestApp();

  it.each(['/api/auth/status', '/healthz', '/api/no-such-route'])(
    'sets the security headers on %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain('meet.google.com');
      expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  describe('framing', () => {
    const web = useTestApp(() => {
      const webDir = mkdtempSync(path.join(tmpdir(), 'ih-csp-web-'));
      writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
      return { config: { webDir } };
    });
    const frameAncestors = async (url: string) => {
      const res = await web.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      return /frame-ancestors ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    };

    it('lets Google Meet frame the add-on page, and only that page', async () => {
      expect(await frameAncestors('/google-meet')).toBe("'self' https://meet.google.com");
      expect(await frameAncestors('/google-meet?meetingCode=abc-defg-hij')).toBe(
        "'self' https://meet.google.com",
      );
      for (const url of ['/', '/companies', '/google-meeting', '/healthz']) {
        expect(await frameAncestors(url)).toBe("'self'");
      }
    });
  });

  it("gives the API reference's page a base URI of none", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain("base-uri 'self'");
  });

  it('keeps API answers out of caches', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/status' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  describe('cross-site request forgery', () => {
    const put = (headers: Record<string, string>, payload: string) =>
      t.app.inject({ method: 'PUT', url: '/api/users/settings', headers, payload });

    it('refuses a signed-in request from another origin, and one with no Origin', async () => {
      const { user, cookie } = await t.factories.user();
      const body = JSON.stringify({ username: 'csrf-victim' });
      for (const origin of ['https://evil.example', 'http://localhost:81', 'null']) {
        const res = await put({ cookie, origin, 'content-type': 'application/json' }, body);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: { code: 'forbidden', message: 'Cross-origin request refused' } });
      }
      expect((await put({ cookie, 'content-type': 'application/json' }, body)).statusCode).toBe(403);
      expect((await t.app.services.users.findById(user.id))?.username).toBe(user.username);
    });

    it('refuses form and text bodies even from our own origin', async () => {
      const { user, cookie } = await t.factories.user();
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const res = await put({ cookie, origin: ORIGIN, 'content-type': type }, 'username=csrf');
        expect(res.statusCode).toBe(415);
        expect(res.json().error.code).toBe('unsupported_media_type');
      }
      expect((await t.app.services.users.findById(user.id))?.username).toBe(user.username);
    });

    it('refuses a cross-origin sign-in (login CSRF)', async () => {
      const { user, password } = await t.factories.user();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/local-auth/login',
        headers: { origin: 'https://evil.example' },
        payload: { username: user.username, password },
      });
      expect(res.statusCode).toBe(403);
      expect(res.cookies).toHaveLength(0);
    });
  });

  describe('bad bodies', () => {
    const post = (payload: string, type = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/api/local-auth/login',
        headers: { origin: ORIGIN, 'content-type': type },
        payload,
      });

    it('answers 413 for a body over 1 MiB, and keeps serving', async () => {
      const res = await post(JSON.stringify({ username: 'a', password: 'x'.repeat(1_100_000) }));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        error: { code: 'payload_too_large', message: 'The request body is too large' },
      });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    });

    it('answers 400 for broken JSON without a stack trace', async () => {
      const res = await post('{"username": "a", ');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('bad_request');
      expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    });

    it('does not let __proto__ keys pollute objects', async () => {
      const res = await post('{"username":"a","password":"b","__proto__":{"polluted":true}}');
      expect([400, 401]).toContain(res.statusCode);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  it('answers unknown API paths with the error shape', async () => {
    const { cookie } = await t.factories.user();
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'not_found', message: 'No route for GET /api/nothing-here' },
    });
  });
});

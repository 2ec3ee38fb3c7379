import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '#server/test/factories.ts';
import { buildZoomTestApp, TEST_ZOOM, type ZoomTestApp } from '../streams/testing/zoom-test-app.ts';
import { sealZoomAppContext } from './zoom-app-context.ts';

const OWASP = [
  'strict-transport-security',
  'x-content-type-options',
  'content-security-policy',
  'referrer-policy',
];

describe('the Zoom App page', () => {
  let t: ZoomTestApp;
  let a: SignedIn;
  beforeAll(async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'ih-zoomapp-web-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await buildZoomTestApp({ config: { webDir } });
    a = await t.factories.user();
  });
  afterAll(() => t.close());

  const context = (overrides: Record<string, unknown> = {}) =>
    sealZoomAppContext(
      {
        typ: 'meeting',
        uid: 'zoom-user-1',
        mid: 'Xyq7EhZXQ0aV1Pj2kXzF+w==',
        attendrole: 'host',
        ts: Date.now(),
        exp: Date.now() + 120_000,
        ...overrides,
      },
      TEST_ZOOM.clientSecret,
    );
  const openApp = (header?: string) =>
    t.app.inject({ method: 'GET', url: '/zoomapp', headers: header ? { 'x-zoom-app-context': header } : {} });
  const cookieOf = (res: Awaited<ReturnType<typeof openApp>>) => {
    const cookie = res.cookies.find((c) => c.name === 'zoom_app_context');
    return cookie ? `zoom_app_context=${cookie.value}` : '';
  };
  const readContext = (cookie: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/zoom/context',
      headers: { cookie: [a.cookie, cookie].filter(Boolean).join('; ') },
    });

  it('answers its HTML with the headers the Zoom client requires, even without HTTPS configured', async () => {
    const res = await openApp();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    for (const name of OWASP) expect(res.headers[name], name).toBeTruthy();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const other = await t.app.inject({ method: 'GET', url: '/sessions' });
    expect(other.headers['strict-transport-security']).toBeUndefined();
  });

  it("keeps the meeting Zoom vouched for, without Zoom's user id, for /api/zoom/context", async () => {
    const res = await openApp(context());
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'zoom_app_context');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api', sameSite: 'Lax' });
    expect(cookie?.value).not.toContain('zoom-user-1');
    const read = await readContext(cookieOf(res));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      context: {
        typ: 'meeting',
        meetingUuid: 'Xyq7EhZXQ0aV1Pj2kXzF+w==',
        role: 'host',
        expiresAt: expect.any(String),
      },
    });
    expect(read.body).not.toContain('zoom-user-1');
  });

  it('refuses a tampered or expired context with 401, and reads no context without one', async () => {
    const sealed = Buffer.from(context(), 'base64');
    sealed[sealed.length - 1] = (sealed[sealed.length - 1] ?? 0) ^ 0xff;
    for (const header of [sealed.toString('base64'), context({ exp: Date.now() - 1 })]) {
      const res = await openApp(header);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(
        'The Zoom App context could not be verified; open the app from Zoom again',
      );
      expect(cookieOf(res)).toBe('');
    }
    expect((await readContext('')).json()).toEqual({ context: null });
    expect((await readContext('zoom_app_context=forged')).json()).toEqual({ context: null });
  });

  it('needs a sign-in to read the context, and never logs it', async () => {
    const header = context();
    const res = await openApp(header);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/zoom/context',
      headers: { cookie: cookieOf(res) },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(t.logs()).not.toContain(header.slice(0, 24));
    expect(t.logs()).not.toContain('Xyq7EhZXQ0aV1Pj2kXzF');
  });
});

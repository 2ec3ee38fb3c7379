import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { zoomAppLinks } from '#server/db/schema/zoom.ts';
import { ORIGIN } from '#server/test/build-test-app.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { type FakeGoogle, fakeGoogleConfig, startFakeGoogle } from '#server/test/fake-google.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

type Link = { code: string; pollToken: string; path: string; expiresAt: string };

/**
 * The Zoom App's sign-in through the system browser (decision 050): the app asks for a link, the
 * browser signs in with Google and comes back to the link's page, confirms it, and the app, which
 * alone holds the poll token, exchanges it once for a sign-in of its own.
 */
describe("the Zoom App's sign-in through the browser", () => {
  let google: FakeGoogle;
  const t = useTestApp(async () => {
    google = await startFakeGoogle();
    return { config: fakeGoogleConfig(google) };
  });
  afterAll(() => google.close());

  const asApp = { origin: ORIGIN };
  const newLink = async (): Promise<Link> => {
    const res = await t.app.inject({ method: 'POST', url: '/api/zoom-app/links', headers: asApp });
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const exchange = (pollToken: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/zoom-app/links/exchange',
      headers: asApp,
      payload: { pollToken },
    });
  const confirm = (who: { cookie: string }, code: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/zoom-app/links/confirm',
      headers: { cookie: who.cookie, origin: ORIGIN },
      payload: { code },
    });
  const statusOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie } })).json();
  const sidOf = (res: Awaited<ReturnType<typeof exchange>>) => {
    const sid = res.cookies.find((c) => c.name === 'sid');
    return sid ? `sid=${sid.value}` : undefined;
  };

  /** The system browser: Google sign-in started on the link's page, back on it afterwards. */
  async function googleSignInAt(returnTo: string, sub: string) {
    const start = await t.app.inject({
      method: 'GET',
      url: `/api/google-auth/login?returnTo=${encodeURIComponent(returnTo)}`,
    });
    const location = String(start.headers.location);
    const state = new URL(location).searchParams.get('state') ?? '';
    const code = google.authorize(location, { sub, email: `${sub}@example.com`, email_verified: true });
    const stateCookie = start.cookies.find((c) => c.name === 'google_oauth')?.value ?? '';
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/google-auth/callback?code=${code}&state=${state}`,
      headers: { cookie: `google_oauth=${stateCookie}` },
    });
    const sid = back.cookies.find((c) => c.name === 'sid')?.value;
    return { location: back.headers.location, cookie: `sid=${sid}` };
  }

  it('signs the app in as the Google user who confirmed in the browser, once', async () => {
    const link = await newLink();
    expect(link.path).toBe(`/zoomapp/link?code=${encodeURIComponent(link.code)}`);
    expect(link.code).not.toBe(link.pollToken);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const waiting = await exchange(link.pollToken);
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toEqual({ status: 'pending' });
    expect(sidOf(waiting)).toBeUndefined();

    const browser = await googleSignInAt(link.path, 'zoom-google-user');
    expect(browser.location).toBe(link.path);
    expect((await confirm(browser, link.code)).statusCode).toBe(204);
    // Confirming again from the same browser changes nothing.
    expect((await confirm(browser, link.code)).statusCode).toBe(204);

    const done = await exchange(link.pollToken);
    expect(done.json()).toEqual({ status: 'signed-in' });
    const appCookie = sidOf(done) ?? '';
    const [inApp, inBrowser] = await Promise.all([statusOf(appCookie), statusOf(browser.cookie)]);
    expect(inApp).toMatchObject({ authenticated: true, authType: 'google' });
    expect(inApp.user.id).toBe(inBrowser.user.id);
    expect(appCookie).not.toBe(browser.cookie);

    const again = await exchange(link.pollToken);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/used already/);
    expect(sidOf(again)).toBeUndefined();
    expect((await confirm(browser, link.code)).statusCode).toBe(409);
  });

  it('keeps only digests of the code and the poll token', async () => {
    const link = await newLink();
    const rows = await t.database.db.select().from(zoomAppLinks);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(link.code);
    expect(stored).not.toContain(link.pollToken);
  });

  it("answers another user's confirmed code as unknown, and the app signs in as the first", async () => {
    const a: SignedIn = await t.factories.user();
    const b: SignedIn = await t.factories.user();
    const link = await newLink();
    expect((await confirm(a, link.code)).statusCode).toBe(204);
    const taken = await confirm(b, link.code);
    expect(taken.statusCode).toBe(404);
    expect(taken.json()).toMatchObject({ error: { code: 'not_found' } });
    const done = await exchange(link.pollToken);
    expect((await statusOf(sidOf(done) ?? '')).user.id).toBe(a.user.id);
  });

  it('refuses an expired link at both ends with a clear 409', async () => {
    const a = await t.factories.user();
    const [pending, confirmed] = [await newLink(), await newLink()];
    expect((await confirm(a, confirmed.code)).statusCode).toBe(204);
    await t.database.db
      .update(zoomAppLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(inArray(zoomAppLinks.codeHash, [pending.code, confirmed.code].map(digest)));
    for (const res of [await confirm(a, pending.code), await exchange(confirmed.pollToken)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toMatch(/expired/);
      expect(sidOf(res)).toBeUndefined();
    }
  });

  it('refuses codes and tokens it never gave, the code in place of the poll token, and a confirm signed out', async () => {
    const a = await t.factories.user();
    const link = await newLink();
    expect((await confirm(a, 'made-up-code')).statusCode).toBe(404);
    expect((await exchange('made-up-token')).statusCode).toBe(404);
    // The browser's code does not sign the app in: only the poll token the app kept does.
    expect((await confirm(a, link.code)).statusCode).toBe(204);
    expect((await exchange(link.code)).statusCode).toBe(404);
    expect((await confirm({ cookie: '' }, link.code)).statusCode).toBe(401);
    for (const bad of [undefined, '', 'x'.repeat(129), 42]) {
      const res = await exchange(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'validation_failed' } });
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { PANEL_GRANT_TTL_MS } from '#server/auth/panel-grants.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { login } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

const ORIGIN = 'http://localhost:80';
const code = () =>
  Array.from({ length: 3 }, (_, i) =>
    Array.from({ length: i === 1 ? 4 : 3 }, () =>
      String.fromCharCode(97 + Math.floor(Math.random() * 26)),
    ).join(''),
  ).join('-');

/** The Meet panel's grant: only its interviewer's panel view of the meeting's session (decision 037). */
describe('the Meet side panel grant', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  let b: SignedIn;
  beforeAll(async () => {
    [a, b] = [await t.factories.user(), await t.factories.user()];
  });

  /** A signs in again (the panel's window) and asks for the grant of a meeting of theirs. */
  const grantFor = async (who: SignedIn, meeting: string, cookie = who.cookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/meet-panel/grant',
      headers: { cookie, origin: ORIGIN },
      payload: { meeting },
    });
  const withGrant = (grant: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${grant}`, origin: ORIGIN }, payload });
  const meetSession = async (who: SignedIn) => {
    const meeting = code();
    const session = await t.factories.session(who.user.id, {
      meetingUrl: `https://meet.google.com/${meeting}`,
    });
    return { meeting, session };
  };

  it("covers the panel's reads of the meeting's session, and nothing else", async () => {
    const { meeting, session } = await meetSession(a);
    const other = await t.factories.session(a.user.id);
    const res = await grantFor(a, meeting);
    expect(res.statusCode).toBe(200);
    expect(res.cookies).toEqual([]);
    const { grant, expiresAt, sessionId } = res.json();
    expect(sessionId).toBe(session.id);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(PANEL_GRANT_TTL_MS);
    for (const url of ['', '/suggestions', '/evaluation', '/transcription']) {
      const read = await withGrant(grant, 'GET', `/api/sessions/${session.id}${url}`);
      expect(read.statusCode, url).toBe(200);
    }
    expect((await withGrant(grant, 'POST', `/api/sessions/${session.id}/start-processing`)).statusCode).toBe(
      200,
    );
    const refused = [
      withGrant(grant, 'GET', '/api/sessions'),
      withGrant(grant, 'GET', `/api/sessions/${other.id}`),
      withGrant(grant, 'GET', `/api/sessions/${session.id}/conversation`),
      withGrant(grant, 'GET', `/api/sessions/${session.id}/notes`),
      withGrant(grant, 'GET', `/api/sessions/${other.id}/transcription`),
      withGrant(grant, 'POST', `/api/sessions/${session.id}/transcription/retry`),
      withGrant(grant, 'POST', '/api/zoom-app/links/confirm', { code: 'x' }),
      withGrant(grant, 'POST', `/api/sessions/${session.id}/close`),
      withGrant(grant, 'GET', `/api/sessions/by-meeting/${meeting}`),
      withGrant(grant, 'GET', '/api/candidates'),
      withGrant(grant, 'PUT', '/api/users/settings', { username: 'taken-over' }),
      withGrant(grant, 'POST', '/api/meet-panel/grant', { meeting }),
    ];
    for (const r of await Promise.all(refused)) {
      expect(r.statusCode).toBe(401);
      expect(r.json().error.code).toBe('unauthenticated');
    }
    expect((await withGrant('ihg_forged', 'GET', `/api/sessions/${session.id}`)).statusCode).toBe(401);
  });

  it("answers 404 for a meeting of another user's session, as for an unknown one", async () => {
    const { meeting } = await meetSession(b);
    for (const m of [meeting, code()]) {
      const res = await grantFor(a, m);
      expect(res.statusCode).toBe(404);
    }
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/meet-panel/grant',
      headers: { origin: ORIGIN },
      payload: { meeting },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('ends with the sign-out of the window that asked for it', async () => {
    const { meeting, session } = await meetSession(a);
    const windowCookie = await login(t.app, a.user.username ?? '', a.password);
    const { grant } = (await grantFor(a, meeting, windowCookie)).json();
    expect((await withGrant(grant, 'GET', `/api/sessions/${session.id}`)).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/local-auth/logout',
      headers: { cookie: windowCookie, origin: ORIGIN },
    });
    expect((await withGrant(grant, 'GET', `/api/sessions/${session.id}`)).statusCode).toBe(401);
  });

  it('ends when the password changes', async () => {
    const c = await t.factories.user();
    const { meeting, session } = await meetSession(c);
    const { grant } = (await grantFor(c, meeting)).json();
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: c.headers,
      payload: { currentPassword: c.password, newPassword: 'New-Pass-42' },
    });
    expect(change.statusCode).toBe(200);
    expect((await withGrant(grant, 'GET', `/api/sessions/${session.id}`)).statusCode).toBe(401);
  });
});

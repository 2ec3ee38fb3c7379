import { afterAll, describe, expect, it } from 'vitest';
import { ORIGIN } from '#server/test/build-test-app.ts';
import {
  FAKE_CLIENT_SECRET,
  type FakeGoogle,
  fakeGoogleConfig,
  startFakeGoogle,
} from '#server/test/fake-google.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

describe('what the logs keep', () => {
  let google: FakeGoogle;
  const t = useTestApp(async () => {
    google = await startFakeGoogle();
    return { config: fakeGoogleConfig(google) };
  });
  afterAll(() => google.close());

  it('holds no password, cookie, OAuth code, state or token, but does record sign-ins with a request id', async () => {
    const secrets: string[] = [FAKE_CLIENT_SECRET];
    const { user, password, cookie } = await t.factories.user({ password: 'Log-Secret-91' });
    secrets.push(password, cookie.replace('sid=', ''));
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: { cookie, origin: ORIGIN },
      payload: { currentPassword: password, newPassword: 'Log-Secret-92' },
    });
    secrets.push('Log-Secret-92');

    const start = await t.app.inject({ method: 'GET', url: '/api/google-auth/login' });
    const authorizationUrl = String(start.headers.location);
    const state = new URL(authorizationUrl).searchParams.get('state') ?? '';
    const code = google.authorize(authorizationUrl, { sub: 'log-sub' });
    const stateCookie = start.cookies.find((c) => c.name === 'google_oauth')?.value ?? '';
    const done = await t.app.inject({
      method: 'GET',
      url: `/api/google-auth/callback?code=${code}&state=${state}`,
      headers: { cookie: `google_oauth=${stateCookie}` },
    });
    const session = done.cookies.find((c) => c.name === 'sid')?.value ?? '';
    expect(session).not.toBe('');
    secrets.push(code, state, session, stateCookie);
    const googleUser = await t.app.services.users.findByGoogleId('log-sub');
    secrets.push(googleUser?.accessToken ?? 'missing-access-token');

    const logs = t.logs();
    for (const secret of secrets) expect(logs).not.toContain(secret);
    const lines = logs.split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    const signIns = lines.filter((l) => l.event === 'login');
    expect(signIns.map((l) => l.userId)).toEqual(expect.arrayContaining([user.id, googleUser?.id]));
    expect(lines.filter((l) => l.req).every((l) => typeof l.reqId === 'string')).toBe(true);
  });
});

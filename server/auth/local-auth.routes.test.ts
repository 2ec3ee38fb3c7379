import { describe, expect, it } from 'vitest';
import { ORIGIN } from '#server/test/build-test-app.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

describe('local sign-in', () => {
  const t = useTestApp();

  const status = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/status', headers: cookie ? { cookie } : {} });
  const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/local-auth/login',
      headers: { origin: ORIGIN, ...headers },
      payload,
    });

  it('reports signed out without a cookie', async () => {
    const res = await status();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      authenticated: false,
      tokenExpired: false,
      scopes: [],
      message: 'Not authenticated',
    });
  });

  it('signs in with the right password and reports the user', async () => {
    const { user, cookie } = await t.factories.user({ username: 'ada-lovelace', password: 'Analytical-1' });
    const res = await status(cookie);
    expect(res.json()).toMatchObject({
      authenticated: true,
      authType: 'local',
      user: { id: user.id, username: 'ada-lovelace', authType: 'local' },
    });
    expect(JSON.stringify(res.json())).not.toContain('hashedPassword');
  });

  it('sets an HttpOnly, SameSite=Lax session cookie of 256 bits', async () => {
    const { user, password } = await t.factories.user();
    const res = await login({ username: user.username, password });
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a wrong password and an unknown user with the same answer', async () => {
    const { user } = await t.factories.user();
    const wrong = await login({ username: user.username, password: 'not-the-password' });
    const unknown = await login({ username: 'nobody-here', password: 'not-the-password' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'invalid_credentials', message: 'Invalid username or password' },
      });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('checks the password exactly as typed', async () => {
    const { user, password } = await t.factories.user({ password: 'Exact Pass 1' });
    expect((await login({ username: user.username, password: `${password} ` })).statusCode).toBe(401);
    expect((await login({ username: user.username, password: password.toLowerCase() })).statusCode).toBe(401);
    expect((await login({ username: user.username, password })).statusCode).toBe(200);
  });

  it('requires a username and a password', async () => {
    const res = await login({ username: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_failed', message: 'Username is required' });
    expect((await login({ username: 'x' })).statusCode).toBe(400);
  });

  it('issues a new session id at login and ends the one the browser had', async () => {
    const { user, password, cookie: before } = await t.factories.user();
    const res = await login({ username: user.username, password }, { cookie: before });
    const after = res.cookies.find((c) => c.name === 'sid')?.value;
    expect(after).toBeDefined();
    expect(`sid=${after}`).not.toBe(before);
    expect((await status(before)).json().authenticated).toBe(false);
    expect((await status(`sid=${after}`)).json().authenticated).toBe(true);
  });

  it('signs out: the old cookie no longer works anywhere', async () => {
    const { cookie } = await t.factories.user();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/local-auth/logout',
      headers: { cookie, origin: ORIGIN },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out' });
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await status(cookie)).json().authenticated).toBe(false);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: { cookie, origin: ORIGIN },
      payload: { username: 'x' },
    });
    expect(put.statusCode).toBe(401);
  });

  it('treats a made-up cookie as signed out', async () => {
    expect((await status('sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).json().authenticated).toBe(
      false,
    );
    expect((await status('sid=<script>')).json().authenticated).toBe(false);
  });
});

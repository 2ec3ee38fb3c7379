import type { JWTPayload } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, ORIGIN } from '#server/test/build-test-app.ts';
import {
  FAKE_CLIENT_ID,
  type FakeGoogle,
  fakeGoogleConfig,
  startFakeGoogle,
} from '#server/test/fake-google.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

describe('Google sign-in', () => {
  let google: FakeGoogle;
  const t = useTestApp(async () => {
    google = await startFakeGoogle();
    return { config: fakeGoogleConfig(google) };
  });
  afterAll(() => google.close());

  /** Walks the redirect dance: our /login → Google (fake) → our /callback. */
  async function signIn(
    claims: JWTPayload,
    tweak: { state?: string; error?: string; grantError?: string; returnTo?: string } = {},
  ) {
    const login =
      tweak.returnTo === undefined
        ? '/api/google-auth/login'
        : `/api/google-auth/login?returnTo=${encodeURIComponent(tweak.returnTo)}`;
    const start = await t.app.inject({ method: 'GET', url: login });
    expect(start.statusCode).toBe(302);
    const authorizationUrl = String(start.headers.location);
    const stateCookie = start.cookies.find((c) => c.name === 'google_oauth');
    const state = new URL(authorizationUrl).searchParams.get('state') ?? '';
    const code = google.authorize(authorizationUrl, claims, { error: tweak.grantError });
    const query = tweak.error
      ? `error=${tweak.error}&state=${state}`
      : `code=${code}&state=${tweak.state ?? state}`;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/google-auth/callback?${query}`,
      headers: stateCookie ? { cookie: `google_oauth=${stateCookie.value}` } : {},
    });
    const session = res.cookies.find((c) => c.name === 'sid')?.value;
    return { res, session, authorizationUrl };
  }

  const statusOf = async (session: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie: `sid=${session}` } })
    ).json();

  it('offers the login address when configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/google-auth/config' });
    expect(res.json()).toMatchObject({ configured: true, authorization_url: '/api/google-auth/login' });
  });

  it('sends the browser to Google with PKCE S256, state and the OpenID scopes', async () => {
    const { authorizationUrl } = await signIn({ sub: 'sub-pkce' });
    const url = new URL(authorizationUrl);
    expect(url.origin + url.pathname).toBe(google.endpoints.authorize);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('client_id')).toBe(FAKE_CLIENT_ID);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:80/api/google-auth/callback');
    expect(url.searchParams.get('state')?.length).toBeGreaterThan(20);
  });

  it('creates an account keyed by sub, signs it in, and finds it again next time', async () => {
    const claims = {
      sub: 'google-123',
      email: 'grace@example.com',
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
    };
    const first = await signIn(claims);
    expect(first.res.statusCode).toBe(302);
    expect(first.res.headers.location).toBe('/');
    expect(first.session).toBeDefined();
    const status = await statusOf(first.session ?? '');
    expect(status).toMatchObject({
      authenticated: true,
      authType: 'google',
      user: { email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper', authType: 'google' },
    });
    const second = await signIn({ ...claims, email: 'changed@example.com' });
    expect((await statusOf(second.session ?? '')).user.id).toBe(status.user.id);
  });

  it('never links to an existing account by e-mail', async () => {
    const local = await t.factories.user();
    await t.app.services.users.update(local.user.id, { email: 'owner@example.com' });
    const { session } = await signIn({
      sub: 'attacker-sub',
      email: 'owner@example.com',
      email_verified: true,
    });
    const status = await statusOf(session ?? '');
    expect(status.user.id).not.toBe(local.user.id);
    expect(status.user.email).toBeNull();
  });

  it('does not record an unverified e-mail', async () => {
    const { session } = await signIn({
      sub: 'unverified-sub',
      email: 'maybe@example.com',
      email_verified: false,
    });
    expect((await statusOf(session ?? '')).user.email).toBeNull();
  });

  const refusals: [string, JWTPayload, Parameters<typeof signIn>[1], string][] = [
    ['a state that does not match', { sub: 's1' }, { state: 'forged-state' }, 'state_mismatch'],
    ['the user saying no', { sub: 's2' }, { error: 'access_denied' }, 'access_denied'],
    ['a token for another client (aud)', { sub: 's3', aud: 'someone-else' }, {}, 'invalid_token'],
    ['a token from another issuer (iss)', { sub: 's4', iss: 'https://evil.example' }, {}, 'invalid_token'],
    ['an expired token', { sub: 's5', iat: 1_000_000, exp: 1_000_100 }, {}, 'invalid_token'],
    [
      'a code Google refuses (invalid_grant)',
      { sub: 's6' },
      { grantError: 'invalid_grant' },
      'invalid_grant',
    ],
  ];
  it.each(refusals)('refuses %s', async (_name, claims, tweak, reason) => {
    const { res, session } = await signIn(claims, tweak);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/?authError=${reason}`);
    expect(session).toBeUndefined();
    expect(await t.app.services.users.findByGoogleId(String(claims.sub))).toBeUndefined();
  });

  it('returns to the page on this site that sent the browser to Google', async () => {
    for (const returnTo of ['/google-meet/sign-in?meeting=abc-defg-hij', '/zoomapp/link?code=Ab-9_x']) {
      const { res, session } = await signIn({ sub: `back-${returnTo.length}` }, { returnTo });
      expect(res.headers.location).toBe(returnTo);
      expect(session).toBeDefined();
    }
  });

  const elsewhere = [
    '//evil.example/x',
    '/\\evil.example',
    '/\\/evil.example',
    '/.//evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'google-meet/sign-in',
    '/\tevil',
    ' /google-meet/sign-in',
    '',
    `/${'a'.repeat(600)}`,
  ];
  it.each(elsewhere)('returns home, signed in, instead of to %j', async (returnTo) => {
    const { res, session } = await signIn({ sub: `home-${returnTo.length}` }, { returnTo });
    expect(res.headers.location).toBe('/');
    expect(session).toBeDefined();
  });

  it('keeps the return path in the signed state cookie, out of reach of the callback query', async () => {
    const start = await t.app.inject({
      method: 'GET',
      url: `/api/google-auth/login?returnTo=${encodeURIComponent('/sessions')}`,
    });
    const cookie = start.cookies.find((c) => c.name === 'google_oauth')?.value ?? '';
    const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';
    const code = google.authorize(String(start.headers.location), { sub: 'tamper-sub' });
    const forged = cookie.replace(/^[^.]*/, Buffer.from('x').toString('base64url'));
    const tampered = await t.app.inject({
      method: 'GET',
      url: `/api/google-auth/callback?code=${code}&state=${state}&returnTo=//evil.example`,
      headers: { cookie: `google_oauth=${forged}` },
    });
    expect(tampered.headers.location).toBe('/?authError=state_mismatch');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/google-auth/callback?code=${code}&state=${state}&returnTo=//evil.example`,
      headers: { cookie: `google_oauth=${cookie}` },
    });
    expect(res.headers.location).toBe('/sessions');
  });

  it('refuses a callback without the state cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/google-auth/callback?code=abc&state=def' });
    expect(res.headers.location).toBe('/?authError=state_mismatch');
  });

  it('signs a Google user out', async () => {
    const { session } = await signIn({ sub: 'bye-sub' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/google-auth/logout',
      headers: { cookie: `sid=${session}`, origin: ORIGIN },
    });
    expect(res.statusCode).toBe(200);
    expect((await statusOf(session ?? '')).authenticated).toBe(false);
  });

  it('says so when Google is not configured', async () => {
    const plain = await buildTestApp();
    const res = await plain.app.inject({ method: 'GET', url: '/api/google-auth/config' });
    expect(res.json()).toEqual({
      configured: false,
      authorization_url: null,
      message: 'Sign-in with Google is not configured on this server. Use the Username tab to sign in.',
    });
    const login = await plain.app.inject({ method: 'GET', url: '/api/google-auth/login' });
    expect(login.headers.location).toBe('/?authError=not_configured');
    await plain.close();
  });
});

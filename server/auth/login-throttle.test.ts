import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { ORIGIN } from '#server/test/build-test-app.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { createLoginThrottle, KNOWN_ADDRESSES_PER_ACCOUNT } from './login-throttle.ts';

describe('sign-in rate limits', () => {
  const t = useTestApp({ throttle: { perAccount: 3, perAddress: 8, windowMs: 60_000 } });

  const attempt = (username: string, password: string, ip = '10.0.0.1', extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/local-auth/login',
      remoteAddress: ip,
      headers: { origin: ORIGIN, ...extra },
      payload: { username, password },
    });

  it('holds an account back after repeated failures, even for the right password from a new address', async () => {
    const { user, password } = await t.factories.user();
    const name = user.username ?? '';
    for (let i = 0; i < 3; i++) expect((await attempt(name, 'wrong', `10.1.0.${i}`)).statusCode).toBe(401);
    const locked = await attempt(name, password, '10.1.0.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatchObject({ code: 'rate_limited' });
    expect(locked.json().error.message).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.cookies).toHaveLength(0);
  });

  it('lets the right password through from an address the account signed in from before', async () => {
    const { user, password } = await t.factories.user();
    const name = user.username ?? '';
    expect((await attempt(name, password, '10.6.0.50')).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await attempt(name, 'wrong', `10.6.1.${i}`)).statusCode).toBe(401);
    expect((await attempt(name, password, '10.6.0.51')).statusCode).toBe(429);
    // A known address is still checked, and its guesses counted: a wrong password is a 401.
    expect((await attempt(name, 'wrong', '10.6.0.50')).statusCode).toBe(401);
    expect((await attempt(name, password, '10.6.0.50')).statusCode).toBe(200);
    // Its success ended the hold for everyone.
    expect((await attempt(name, password, '10.6.0.51')).statusCode).toBe(200);
  });

  it('limits one address trying many accounts, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await attempt(`stuffing-${i}`, 'guess', '10.2.0.1', {
        'x-forwarded-for': `203.0.113.${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
  });

  it('lets other addresses and accounts through', async () => {
    const { user, password } = await t.factories.user();
    expect((await attempt(user.username ?? '', password, '10.3.0.1')).statusCode).toBe(200);
  });

  it('counts guesses of the current password in the settings against the same limits', async () => {
    const { user, password, cookie } = await t.factories.user();
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/settings',
        remoteAddress: '10.5.0.1',
        headers: { cookie, origin: ORIGIN },
        payload: { currentPassword, newPassword: 'Fresh-Pass-7731' },
      });
    for (let i = 0; i < 3; i++) expect((await change(`guess-${i}`)).statusCode).toBe(400);
    const held = await change(password);
    expect(held.statusCode).toBe(429);
    expect(held.json().error.message).toMatch(/^Too many password attempts\. Try again in \d+ minutes?\.$/);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // The account's sign-in from a new address is held back by the same count.
    expect((await attempt(user.username ?? '', password, '10.5.0.2')).statusCode).toBe(429);
  });

  it('logs failures without the password', async () => {
    await attempt('log-check-user', 'Sup3r-Secret-Guess', '10.4.0.1');
    expect(t.logs()).toContain('invalid_credentials');
    expect(t.logs()).not.toContain('Sup3r-Secret-Guess');
  });
});

describe('the addresses an account signed in from', () => {
  const held = (throttle: ReturnType<typeof createLoginThrottle>, address: string) =>
    throttle.check('ada', address, 'sign-in') !== undefined;

  it('are remembered a few at a time, the oldest forgotten first', () => {
    const throttle = createLoginThrottle({ perAccount: 2, perAddress: 1000, windowMs: 60_000 });
    const addresses = Array.from({ length: KNOWN_ADDRESSES_PER_ACCOUNT + 1 }, (_, i) => `192.0.2.${i}`);
    for (const address of addresses) throttle.recordSuccess('ada', address);
    throttle.recordFailure('ada');
    throttle.recordFailure('ada');
    expect(held(throttle, '198.51.100.1')).toBe(true);
    expect(held(throttle, addresses[0] ?? '')).toBe(true);
    for (const address of addresses.slice(1)) expect(held(throttle, address)).toBe(false);
  });

  it('do not let a password change through: that needs a session, not a way back in', () => {
    const throttle = createLoginThrottle({ perAccount: 1, perAddress: 1000, windowMs: 60_000 });
    throttle.recordSuccess('ada', '192.0.2.1');
    throttle.recordFailure('ada');
    expect(throttle.check('ada', '192.0.2.1', 'sign-in')).toBeUndefined();
    expect(throttle.check('ada', '192.0.2.1', 'password-change')).toBeGreaterThan(0);
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  const configured = (value: string) =>
    loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ih-proxy-')), TRUST_PROXY: value }).trustProxy;
  const t = useTestApp({
    config: { trustProxy: configured('true') },
    throttle: { perAccount: 100, perAddress: 5, windowMs: 60_000 },
  });

  it('reads a hop count, a list of proxy addresses, or true for one hop', () => {
    expect(configured('true')).toBe(1);
    expect(configured('2')).toBe(2);
    expect(configured('false')).toBe(false);
    expect(configured('')).toBe(false);
    expect(configured('10.0.0.0/8, 192.168.1.10')).toEqual(['10.0.0.0/8', '192.168.1.10']);
    expect(() => configured('yes please')).toThrow(/TRUST_PROXY/);
  });

  it('counts the address the proxy saw, however many addresses a forged X-Forwarded-For adds', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/local-auth/login',
        remoteAddress: '10.9.0.1',
        headers: { origin: ORIGIN, 'x-forwarded-for': `203.0.113.${i}, 198.51.100.${i}, 192.0.2.7` },
        payload: { username: `proxied-${i}`, password: 'guess' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Another client behind the same proxy has a count of its own.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/local-auth/login',
      remoteAddress: '10.9.0.1',
      headers: { origin: ORIGIN, 'x-forwarded-for': '192.0.2.8' },
      payload: { username: 'proxied-other', password: 'guess' },
    });
    expect(other.statusCode).toBe(401);
  });
});

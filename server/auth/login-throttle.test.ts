import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, ORIGIN, type TestApp } from '#server/test/build-test-app.ts';

describe('sign-in rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ throttle: { perAccount: 3, perAddress: 8, windowMs: 60_000 } });
  });
  afterAll(() => t.close());

  const attempt = (username: string, password: string, ip = '10.0.0.1', extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/local-auth/login',
      remoteAddress: ip,
      headers: { origin: ORIGIN, ...extra },
      payload: { username, password },
    });

  it('locks an account after repeated failures, even for the right password', async () => {
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

  it('logs failures without the password', async () => {
    await attempt('log-check-user', 'Sup3r-Secret-Guess', '10.4.0.1');
    expect(t.logs()).toContain('invalid_credentials');
    expect(t.logs()).not.toContain('Sup3r-Secret-Guess');
  });
});

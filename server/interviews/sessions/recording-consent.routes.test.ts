import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

describe('recording consent', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  beforeAll(async () => {
    a = await t.factories.user();
  });

  const confirm = (who: SignedIn, sessionId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/recording-consent`,
      headers: who.headers,
    });
  const detail = async (sessionId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/sessions/${sessionId}`, headers: a.headers })).json();

  it('records who confirmed the candidate was told, and when; the session shows it', async () => {
    const session = await t.factories.session(a.user.id);
    expect(session.recordingConsent).toBeNull();
    const before = Date.now();
    const res = await confirm(a, session.id);
    expect(res.statusCode).toBe(200);
    const consent = res.json();
    // A local account without a name goes by its sign-in name.
    expect(consent.confirmedBy).toBe(a.user.username);
    expect(Date.parse(consent.confirmedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(consent.confirmedAt)).toBeLessThanOrEqual(Date.now());
    expect((await detail(session.id)).recordingConsent).toEqual(consent);
  });

  it("answers 404 for another user's session and leaves it unconfirmed", async () => {
    const session = await t.factories.session(a.user.id);
    const b = await t.factories.user();
    const res = await confirm(b, session.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect((await detail(session.id)).recordingConsent).toBeNull();
  });

  it('refuses a closed session with 409', async () => {
    const session = await t.factories.session(a.user.id);
    await t.app.inject({ method: 'POST', url: `/api/sessions/${session.id}/close`, headers: a.headers });
    const res = await confirm(a, session.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'conflict', message: 'This interview session is closed' });
  });

  it('refuses a cross-site request', async () => {
    const session = await t.factories.session(a.user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/recording-consent`,
      headers: { cookie: a.cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await detail(session.id)).recordingConsent).toBeNull();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '#server/test/factories.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

describe('transcription backlog routes', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  let b: SignedIn;
  beforeAll(async () => {
    a = await t.factories.user();
    b = await t.factories.user();
  });

  const call = (who: SignedIn, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: who.headers });

  it('answers nothing behind for the owner of a candidate without recorded speech', async () => {
    const candidate = await t.factories.candidate(a.user.id);
    const res = await call(a, 'GET', `/api/candidates/${candidate.id}/transcription`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ behindSeconds: 0 });
  });

  it("answers 404 for another user's candidate and session, read or retried", async () => {
    const candidate = await t.factories.candidate(a.user.id);
    const session = await t.factories.session(a.user.id);
    for (const [method, url, message] of [
      ['GET', `/api/candidates/${candidate.id}/transcription`, 'Candidate not found'],
      ['POST', `/api/candidates/${candidate.id}/transcription/retry`, 'Candidate not found'],
      ['GET', `/api/sessions/${session.id}/transcription`, 'Interview session not found'],
      ['POST', `/api/sessions/${session.id}/transcription/retry`, 'Interview session not found'],
    ] as const) {
      const res = await call(b, method, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message).toBe(message);
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '#contracts/errors.ts';
import type { ServerMessage } from '#contracts/realtime.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { listenOnLoopback, openLive } from '#server/test/live-client.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { type Ids, NUL, probes, TEXT_RULE } from './probe-inputs.ts';

describe('the probe of issue 20: each input answers 4xx in the app shape', () => {
  const t = useTestApp();
  let a: SignedIn;
  let ids: Ids;
  beforeAll(async () => {
    a = await t.factories.user();
    const application = await t.factories.application(a.user.id);
    const job = await t.app.services.jobOpenings.get(a.user.id, application.jobOpeningId);
    const session = await t.factories.session(a.user.id, { candidateId: application.candidateId });
    ids = {
      session: session.id,
      candidate: application.candidateId,
      job: job.id,
      company: job.companyId,
      application: application.id,
    };
  });

  it.each(probes)('$name → $status', async (probe) => {
    const body = probe.body?.(ids);
    const res = await t.app.inject({
      method: probe.method,
      url: probe.url(ids),
      headers: {
        ...a.headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...probe.headers,
      },
      payload: typeof body === 'object' ? JSON.stringify(body) : body,
    });
    expect({ status: res.statusCode, body: res.body.slice(0, 300) }).toMatchObject({ status: probe.status });
    const parsed = ErrorBody.safeParse(res.json());
    expect(parsed.success, res.body).toBe(true);
    if (probe.says) expect(parsed.data?.error.message).toMatch(probe.says);
    expect(res.headers).toMatchObject({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  });

  it('answers a socket chunk with NUL by a validation error frame, not internal', async () => {
    const base = await listenOnLoopback(t.app);
    const live = await openLive(base, { cookie: a.cookie, sessionId: ids.session });
    try {
      live.send({ type: 'chunk', clientChunkId: 'c-nul', text: `hello${NUL}`, speaker: 'candidate' });
      const isError = (m: ServerMessage): m is Extract<ServerMessage, { type: 'error' }> =>
        m.type === 'error';
      const frame = await live.waitFor(isError);
      expect(frame.data).toMatchObject({
        code: 'validation_failed',
        error: expect.stringMatching(TEXT_RULE),
      });
    } finally {
      live.close();
    }
  });

  it('refuses a lastSeq past what PostgreSQL counts, before the upgrade', async () => {
    const base = await listenOnLoopback(t.app);
    const opening = openLive(base, { cookie: a.cookie, sessionId: ids.session, lastSeq: 2 ** 40 });
    await expect(opening).rejects.toThrow('HTTP 400');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '#server/test/factories.ts';
import { listenOnLoopback, openLive } from '#server/test/live-client.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

describe('socket errors a client causes', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let base: string;
  let a: SignedIn;
  beforeAll(async () => {
    base = await listenOnLoopback(t.app);
    a = await t.factories.user();
  });

  it('logs an oversized frame at warn, its code and reason only, without a stack', async () => {
    const { id } = await t.factories.session(a.user.id);
    const socket = await openLive(base, { cookie: a.cookie, sessionId: id });
    socket.send('x'.repeat(65 * 1024));
    expect((await socket.closed).code).toBe(1009);
    const line = () =>
      t
        .logs()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => l.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH');
    await expect.poll(line).toBeDefined();
    expect(line()).toMatchObject({
      level: 40,
      reason: 'Max payload size exceeded',
      msg: 'websocket closed: the client broke the protocol',
    });
    expect(t.logs()).not.toMatch(/"level":50/);
    expect(t.logs()).not.toContain('"stack"');
  });
});

import { setImmediate as yieldToIo } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE, type ServerMessage } from '#contracts/realtime.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { listenOnLoopback, openLive } from '#server/test/live-client.ts';
import { useTestApp } from '#server/test/use-test-app.ts';

const CAP = 64 * 1024;
const isChunk = (m: ServerMessage) => m.type === 'new_chunk';

/** shared/security-and-reliability.md R8: a client that stops reading is closed, never buffered without bound. */
describe('slow consumers', () => {
  const t = useTestApp({
    live: { slowConsumerBytes: CAP, drainTimeoutMs: 2_000 },
    liveAssistant: { enabled: false },
  });
  let base: string;
  let a: SignedIn;
  beforeAll(async () => {
    base = await listenOnLoopback(t.app);
    a = await t.factories.user();
  });

  it('closes a client that stops reading with 4008; it resumes from lastSeq without losing anything', async () => {
    const { id } = await t.factories.session(a.user.id);
    const slow = await openLive(base, { cookie: a.cookie, sessionId: id });
    const steady = await openLive(base, { cookie: a.cookie, sessionId: id });
    slow.socket.pause();
    const text = 'x'.repeat(9_000);
    let sent = 0;
    // Enough to fill both kernel socket buffers on loopback (about 4 MB here) and then the cap.
    while (sent < 800) {
      sent++;
      await t.app.services.interviews.conversation.addChunk(a.user.id, id, {
        clientChunkId: `c-${sent}`,
        text: `${sent} ${text}`,
        speaker: 'candidate',
      });
      await yieldToIo(); // let the sockets read between writes, whichever database answers
    }
    await steady.waitFor((m) => m.type === 'new_chunk' && m.seq === sent, 20_000);
    expect(steady.seqs()).toEqual(Array.from({ length: sent }, (_, i) => i + 1));

    slow.socket.resume();
    expect((await slow.closed).code).toBe(LIVE_CLOSE.slowConsumer);
    const seen = slow.seqs();
    expect(seen.length).toBeLessThan(sent);
    expect(seen).toEqual(Array.from({ length: seen.length }, (_, i) => i + 1));

    const resumed = await openLive(base, { cookie: a.cookie, sessionId: id, lastSeq: seen.length });
    await resumed.waitFor((m) => m.type === 'new_chunk' && m.seq === sent, 20_000);
    expect(resumed.messages.filter(isChunk).map((m) => ('seq' in m ? m.seq : 0))).toEqual(
      Array.from({ length: sent - seen.length }, (_, i) => seen.length + i + 1),
    );
    resumed.close();
    steady.close();
  }, 120_000);
});

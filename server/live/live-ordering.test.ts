import { setTimeout as sleep } from 'node:timers/promises';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { PersistedMessage } from '#contracts/realtime.ts';
import { conversationChunks } from '#server/db/schema/index.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { listenOnLoopback, openLive } from '#server/test/live-client.ts';
import { useTestApp } from '#server/test/use-test-app.ts';
import { createInProcessBus, type EventBus } from './event-bus.ts';
import { openLiveConnection } from './live-connection.ts';
import { createSessionEvents } from './session-events.service.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** shared/security-and-reliability.md R5: concurrent writers get consecutive seqs; readers never skip one. */
describe('seq order under concurrent writers', () => {
  const t = useTestApp({ liveAssistant: { enabled: false } });
  let a: SignedIn;
  beforeAll(async () => {
    a = await t.factories.user();
  });

  it('gives two concurrent HTTP writers distinct consecutive seqs, seen in order by a socket', async () => {
    const base = await listenOnLoopback(t.app);
    const { id } = await t.factories.session(a.user.id);
    const reader = await openLive(base, { cookie: a.cookie, sessionId: id });
    const writer = (name: string) =>
      Promise.all(
        range(1, 30).map((n) =>
          t.app.inject({
            method: 'POST',
            url: `/api/sessions/${id}/text`,
            headers: a.headers,
            payload: { text: `${name} ${n}`, speaker: name === 'A' ? 'interviewer' : 'candidate' },
          }),
        ),
      );
    const answers = (await Promise.all([writer('A'), writer('B')])).flat();
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    expect(answers.map((r) => r.json().seq).sort((x, y) => x - y)).toEqual(range(1, 60));
    const stored = await t.database.db
      .select({ seq: conversationChunks.seq })
      .from(conversationChunks)
      .where(eq(conversationChunks.sessionId, id))
      .orderBy(asc(conversationChunks.seq));
    expect(stored.map((r) => r.seq)).toEqual(range(1, 60));
    await reader.waitFor((m) => m.type === 'new_chunk' && m.seq === 60);
    expect(reader.seqs()).toEqual(range(1, 60));
    reader.close();
  });

  it('never lets a reader skip a seq when publications arrive late and out of order', async () => {
    const { id } = await t.factories.session(a.user.id);
    const inner = createInProcessBus();
    // Publication jitter: each event reaches the bus 0–15 ms after its commit, in any order.
    const jittery: EventBus = {
      publish: (sessionId, event) =>
        void setTimeout(() => inner.publish(sessionId, event), Math.random() * 15),
      subscribe: inner.subscribe,
    };
    const events = createSessionEvents({ db: t.database.db, bus: jittery });
    const write = (n: number) =>
      events.write(id, async (live) => {
        const taken = await live.takeSeq();
        if (!taken) throw new Error('no session');
        await sleep(Math.random() * 3);
        const chunk = {
          id: crypto.randomUUID(),
          seq: taken.seq,
          clientChunkId: `j-${n}`,
          speaker: 'candidate' as const,
        };
        const data = { ...chunk, speakerName: null, text: `chunk ${n}`, timestamp: new Date().toISOString() };
        return live.recordAt(taken.seq, { type: 'new_chunk', data });
      });

    await Promise.all(range(1, 20).map(write));
    const sent: number[] = [];
    const socket = {
      readyState: WebSocket.OPEN,
      bufferedAmount: 0,
      send: (text: string) => void sent.push((JSON.parse(text) as PersistedMessage).seq),
      close: () => undefined,
      once: () => undefined,
    };
    const connection = openLiveConnection({
      socket: socket as unknown as WebSocket,
      sessionId: id,
      lastSeq: 0,
      subscribe: inner.subscribe,
      replay: events.replay,
      limits: { slowConsumerBytes: 1 << 20, replayPage: 7, drainTimeoutMs: 1_000, gapWaitMs: 20 },
    });
    await Promise.all([connection.ready, ...range(21, 80).map(write)]);
    for (let waited = 0; sent.length < 80 && waited < 5_000; waited += 20) await sleep(20);
    expect(sent).toEqual(range(1, 80));
  });
});

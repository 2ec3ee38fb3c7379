import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { listenOnLoopback, openLive } from '#server/test/live-client.ts';
import { testDatabaseKind } from '#server/test/test-db.ts';
import { createInProcessBus } from './event-bus.ts';
import { postgresPool } from './live-services.ts';
import { createPgNotifyBus, DEFAULT_PG_BUS_OPTIONS, type PgNotifyBus } from './pg-notify-bus.ts';
import { createSessionEventsRepository } from './session-events.repository.ts';
import { createSessionEvents } from './session-events.service.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

function pgBusOf(t: TestApp): PgNotifyBus {
  const bus = t.app.services.liveHub.bus;
  if (!('listening' in bus)) throw new Error('expected the LISTEN/NOTIFY bus on PostgreSQL');
  return bus;
}

async function until(condition: () => boolean, ms = 5_000): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > ms) throw new Error(`condition not met within ${ms} ms`);
    await sleep(10);
  }
}

/** DESIGN.md §4 scale-out; shared/security-and-reliability.md §3: NOTIFY is a wake-up hint only. */
describe.skipIf(testDatabaseKind !== 'postgres')('two server instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  let second: Database;
  let baseA: string;
  let baseB: string;
  let user: SignedIn;

  const say = (t: TestApp, sessionId: string, text: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/text`,
      headers: user.headers,
      payload: { text, speaker: 'candidate' },
    });

  beforeAll(async () => {
    a = await buildTestApp({ liveAssistant: { enabled: false } });
    // Instance B has a pool of its own, as a second process would.
    second = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL ?? '' });
    b = await buildTestApp({
      database: second,
      liveAssistant: { enabled: false },
      // A slow first reconnection, so the test can write while B's LISTEN is down; no sweep.
      live: { busReconnectMs: 2_000, busSweepMs: 600_000 },
    });
    [baseA, baseB] = await Promise.all([listenOnLoopback(a.app), listenOnLoopback(b.app)]);
    user = await a.factories.user();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
  });

  it('delivers chunks written through either instance to sockets on both, in seq order without gaps', async () => {
    const { id } = await a.factories.session(user.user.id);
    const onA = await openLive(baseA, { cookie: user.cookie, sessionId: id });
    const onB = await openLive(baseB, { cookie: user.cookie, sessionId: id });
    const answers = await Promise.all(range(1, 40).map((n) => say(n % 2 === 0 ? a : b, id, `chunk ${n}`)));
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    // One writer at a time per session across both pools: the session row lock.
    expect(answers.map((r) => r.json().seq).sort((x, y) => x - y)).toEqual(range(1, 40));
    for (const socket of [onA, onB]) {
      await socket.waitFor((m) => m.type === 'new_chunk' && m.seq === 40);
      expect(socket.seqs()).toEqual(range(1, 40));
    }
    onA.close();
    onB.close();
  });

  it('loses nothing when B’s LISTEN connection is killed: it reconnects and reads what it missed', async () => {
    const { id } = await a.factories.session(user.user.id);
    const onB = await openLive(baseB, { cookie: user.cookie, sessionId: id });
    for (const n of range(1, 5)) await say(a, id, `before ${n}`);
    await onB.waitFor((m) => m.type === 'new_chunk' && m.seq === 5);

    const bus = pgBusOf(b);
    const pid = await bus.listening();
    await a.database.db.execute(sql`select pg_terminate_backend(${pid})`);
    await until(() => bus.listenerPid() === undefined);
    for (const n of range(6, 15)) await say(a, id, `during ${n}`);
    // Written while nobody on B listened: those NOTIFYs are gone for good.
    expect(bus.listenerPid()).toBeUndefined();
    await sleep(100);
    expect(onB.seqs()).toEqual(range(1, 5));

    const again = await bus.listening();
    expect(again).not.toBe(pid);
    await onB.waitFor((m) => m.type === 'new_chunk' && m.seq === 15);
    await say(a, id, 'after');
    await onB.waitFor((m) => m.type === 'new_chunk' && m.seq === 16);
    expect(onB.seqs()).toEqual(range(1, 16));
    onB.close();
  });

  it('carries ephemeral messages, and closing the session on A closes B’s sockets after its last event', async () => {
    const { id } = await a.factories.session(user.user.id);
    const onB = await openLive(baseB, { cookie: user.cookie, sessionId: id });
    await say(a, id, 'hello');
    pgBusOf(a).publish(id, {
      type: 'partial_transcription',
      data: { speaker: 'candidate', speakerName: 'Ada', text: 'so the', streamId: 'tab-1' },
    });
    await onB.waitFor((m) => m.type === 'partial_transcription' && m.data.text === 'so the');
    const closed = await a.app.inject({
      method: 'POST',
      url: `/api/sessions/${id}/close`,
      headers: user.headers,
    });
    expect(closed.statusCode).toBe(200);
    expect(await onB.closed).toMatchObject({ code: 1000 });
    expect(onB.messages.filter((m) => 'seq' in m).map((m) => m.type)).toEqual([
      'new_chunk',
      'session_update',
    ]);
  });

  it('reads an event whose NOTIFY never went out (a crash between commit and NOTIFY) at the next sweep', async () => {
    const { id } = await a.factories.session(user.user.id);
    const pool = postgresPool(second.db);
    if (!pool) throw new Error('expected a pg pool');
    const bus = createPgNotifyBus({
      pool,
      log: createSessionEventsRepository(second.db),
      options: { ...DEFAULT_PG_BUS_OPTIONS, busSweepMs: 100 },
    });
    const seen: number[] = [];
    const unsubscribe = bus.subscribe(id, (event) => void ('seq' in event && seen.push(event.seq)));
    await bus.tracked(id);
    await bus.listening();
    // Written with a bus that tells nobody: only the log knows.
    const silent = createSessionEvents({ db: a.database.db, bus: createInProcessBus() });
    for (const n of range(1, 3)) {
      const note = {
        id: crypto.randomUUID(),
        content: `note ${n}`,
        timestamp: new Date().toISOString(),
        tags: [],
      };
      await silent.write(id, (live) => live.record({ type: 'new_note', data: note }));
    }
    await until(() => seen.length === 3, 3_000);
    expect(seen).toEqual([1, 2, 3]);
    unsubscribe();
    await bus.close();
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '#server/db/client.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { type LiveClient, listenOnLoopback, openLive } from '#server/test/live-client.ts';
import { testDatabaseKind } from '#server/test/test-db.ts';
import { createSocketLeases } from './socket-leases.ts';

const CAP = 2;
const options = { liveAssistant: { enabled: false }, live: { maxSocketsPerUser: CAP } } as const;

const closeLive = async (client: LiveClient) => {
  client.close();
  await client.closed;
};
const refused = (opening: Promise<LiveClient>) =>
  expect(opening).rejects.toThrow(/^HTTP 429 .*Too many live connections; close another tab/s);

/** Decision 050: the live channel's per-user cap counts leases in the database, like the audio sockets'. */
describe("the live channel's socket cap", () => {
  let t: TestApp;
  let base: string;
  let user: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp(options);
    base = await listenOnLoopback(t.app);
    user = await t.factories.user();
  });
  afterAll(() => t.close());

  it('refuses a socket over the cap with 429 and takes one again once another closed', async () => {
    const { id } = await t.factories.session(user.user.id);
    const open = () => openLive(base, { cookie: user.cookie, sessionId: id });
    const first = await open();
    const second = await open();
    await refused(open());
    await closeLive(first);
    const third = await vi.waitFor(open);
    await Promise.all([closeLive(second), closeLive(third)]);
  });

  it("counts live sockets only: the user's audio sockets hold places of their own", async () => {
    const { id } = await t.factories.session(user.user.id);
    const audio = createSocketLeases(t.database.db, 'an instance recording audio', 'audio', {
      maxSocketsPerUser: CAP,
      leaseMs: 60_000,
    });
    await audio.take(user.user.id);
    await audio.take(user.user.id);
    const sockets = [
      await openLive(base, { cookie: user.cookie, sessionId: id }),
      await openLive(base, { cookie: user.cookie, sessionId: id }),
    ];
    await Promise.all(sockets.map(closeLive));
    await audio.releaseAll();
  });

  it('stops counting the sockets of an instance that went away once their leases pass', async () => {
    const { id } = await t.factories.session(user.user.id);
    const gone = createSocketLeases(t.database.db, 'an instance that went away', 'live', {
      maxSocketsPerUser: CAP,
      leaseMs: 2_000,
    });
    expect(await gone.take(user.user.id)).toBeDefined();
    expect(await gone.take(user.user.id)).toBeDefined();
    expect(await gone.take(user.user.id)).toBeUndefined();
    const open = () => openLive(base, { cookie: user.cookie, sessionId: id });
    await refused(open());
    const socket = await vi.waitFor(open, { timeout: 8_000, interval: 200 });
    await closeLive(socket);
  });
});

/** Two instances on one PostgreSQL: one cap for both. */
describe.skipIf(testDatabaseKind !== 'postgres')("the live channel's cap across instances", () => {
  let a: TestApp;
  let b: TestApp;
  let second: Database;
  let user: SignedIn;
  let baseA: string;
  let baseB: string;
  beforeAll(async () => {
    a = await buildTestApp(options);
    // Instance B has a pool of its own, as a second process would.
    second = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL ?? '' });
    b = await buildTestApp({ ...options, database: second });
    [baseA, baseB] = await Promise.all([listenOnLoopback(a.app), listenOnLoopback(b.app)]);
    user = await a.factories.user();
  });
  afterAll(async () => {
    await b?.close();
    await second?.close();
    await a?.close();
  });

  it('counts the sockets of both instances, and frees a place on either when one closes', async () => {
    const { id } = await a.factories.session(user.user.id);
    const open = (base: string) => openLive(base, { cookie: user.cookie, sessionId: id });
    const onA = await open(baseA);
    const onB = await open(baseB);
    for (const base of [baseA, baseB]) await refused(open(base));
    await closeLive(onA);
    const again = await vi.waitFor(() => open(baseB));
    await refused(open(baseA));
    await Promise.all([closeLive(onB), closeLive(again)]);
  });

  it("gives back an instance's places when it shuts down", async () => {
    const { id } = await a.factories.session(user.user.id);
    const pool = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL ?? '' });
    const third = await buildTestApp({ ...options, database: pool });
    const baseC = await listenOnLoopback(third.app);
    const held = [
      await openLive(baseC, { cookie: user.cookie, sessionId: id }),
      await openLive(baseC, { cookie: user.cookie, sessionId: id }),
    ];
    await refused(openLive(baseA, { cookie: user.cookie, sessionId: id }));
    await third.close();
    await Promise.all(held.map((client) => client.closed));
    await pool.close();
    const socket = await vi.waitFor(() => openLive(baseA, { cookie: user.cookie, sessionId: id }));
    await closeLive(socket);
  });
});

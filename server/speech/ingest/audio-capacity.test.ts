import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RECORDING_STORAGE_FULL_CODE, type RecordingStorageDto, SPEECH_CLOSE } from '#contracts/speech.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { listenOnLoopback } from '#server/test/live-client.ts';
import { testDatabaseKind } from '#server/test/test-db.ts';
import {
  buildQuotaTestApp,
  consentedSession,
  openTab,
  storedBytes,
} from '../recordings/testing/quota-test-app.ts';
import { createAudioSocketLeases } from './audio-socket-leases.ts';
import { type AudioSocketClient, rampPcm, refusal } from './testing/audio-socket-client.ts';
import type { SpeechTestApp } from './testing/speech-test-app.ts';

const FRAME = 3_200;
const closeTab = async (tab: AudioSocketClient) => {
  tab.socket.close(1000);
  await tab.closed;
};

/** Decision 043: the socket cap counts the user's sockets in the database. */
describe('the audio socket cap', () => {
  let t: SpeechTestApp;
  let base: string;
  let a: SignedIn;
  beforeAll(async () => {
    t = await buildQuotaTestApp(10 * 1024 * 1024, { maxSocketsPerUser: 2 });
    base = await listenOnLoopback(t.app);
    a = await t.factories.user();
  });
  afterAll(() => t.close());

  it('refuses a third socket with 429 and takes one again once another closed', async () => {
    const session = await consentedSession(t, a);
    const first = await openTab(base, a, session.id);
    const second = await openTab(base, a, session.id);
    const { status, body } = await refusal(openTab(base, a, session.id));
    expect(status).toBe(429);
    expect(body.error.message).toBe('Too many live connections; close another tab');
    await closeTab(first);
    const third = await vi.waitFor(() => openTab(base, a, session.id));
    await Promise.all([closeTab(second), closeTab(third)]);
  });

  it('stops counting the sockets of an instance that went away once their leases pass', async () => {
    const session = await consentedSession(t, a);
    const gone = createAudioSocketLeases(t.database.db, 'an instance that went away', {
      maxSocketsPerUser: 2,
      leaseMs: 2_000,
    });
    expect(await gone.take(a.user.id)).toBeDefined();
    expect(await gone.take(a.user.id)).toBeDefined();
    expect(await gone.take(a.user.id)).toBeUndefined();
    expect((await refusal(openTab(base, a, session.id))).status).toBe(429);
    const tab = await vi.waitFor(() => openTab(base, a, session.id), { timeout: 8_000, interval: 200 });
    await closeTab(tab);
  });
});

/** Two instances on one PostgreSQL: one cap and one quota for both. */
describe.skipIf(testDatabaseKind !== 'postgres')('the socket cap and the quota across instances', () => {
  const QUOTA = 128_000;
  let a: SpeechTestApp;
  let b: SpeechTestApp;
  let second: Database;
  let user: SignedIn;
  let baseA: string;
  let baseB: string;
  beforeAll(async () => {
    const limits = { maxSocketsPerUser: 2, reserveBytes: 16_000 };
    a = await buildQuotaTestApp(QUOTA, limits);
    second = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL ?? '' });
    b = await buildQuotaTestApp(QUOTA, limits, { database: second });
    [baseA, baseB] = await Promise.all([listenOnLoopback(a.app), listenOnLoopback(b.app)]);
    user = await a.factories.user();
  });
  afterAll(async () => {
    await b?.close();
    await second?.close();
    await a?.close();
  });

  it('counts the sockets of both instances', async () => {
    const session = await consentedSession(a, user);
    const onA = await openTab(baseA, user, session.id);
    const onB = await openTab(baseB, user, session.id);
    for (const base of [baseA, baseB]) {
      expect((await refusal(openTab(base, user, session.id))).status).toBe(429);
    }
    await closeTab(onA);
    const again = await vi.waitFor(() => openTab(baseB, user, session.id));
    await Promise.all([closeTab(onB), closeTab(again)]);
  });

  it('keeps what both instances record within one quota, then refuses on either', async () => {
    const [first, other] = [await consentedSession(a, user), await consentedSession(a, user)];
    const tabs = [await openTab(baseA, user, first.id), await openTab(baseB, user, other.id)];
    const audio = rampPcm(QUOTA);
    for (let at = 0; at < audio.length; at += FRAME) {
      for (const tab of tabs) tab.sendPcm(audio.subarray(at, at + FRAME));
    }
    for (const tab of tabs) {
      const error = await tab.waitFor((m) => m.type === 'error', 15_000);
      expect(error.data.code).toBe(RECORDING_STORAGE_FULL_CODE);
      expect((await tab.closed).code).toBe(SPEECH_CLOSE.storageFull);
    }
    const kept = (await storedBytes(a, first.id)) + (await storedBytes(b, other.id));
    expect(kept).toBeGreaterThan(QUOTA - 2 * FRAME);
    expect(kept).toBeLessThanOrEqual(QUOTA);
    for (const t of [a, b]) {
      const storage: RecordingStorageDto = (
        await t.app.inject({ method: 'GET', url: '/api/recordings/storage', headers: user.headers })
      ).json();
      expect(storage).toEqual({ usedBytes: kept, quotaBytes: QUOTA });
    }
    for (const [base, id] of [
      [baseA, other.id],
      [baseB, first.id],
    ] as const) {
      expect((await refusal(openTab(base, user, id))).status).toBe(409);
    }
  });
});

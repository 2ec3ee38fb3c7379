import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  RECORDING_STORAGE_FULL_CODE,
  RECORDING_STORAGE_FULL_MESSAGE,
  type RecordingStorageDto,
  SPEECH_CLOSE,
} from '#contracts/speech.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { listenOnLoopback } from '#server/test/live-client.ts';
import { rampPcm, refusal } from '../ingest/testing/audio-socket-client.ts';
import type { SpeechTestApp } from '../ingest/testing/speech-test-app.ts';
import { createRecordingQuota } from './recording-quota.ts';
import { createRecordingUsageRepository } from './recording-usage.repository.ts';
import { createSpools } from './spools.ts';
import { buildQuotaTestApp, consentedSession, openTab, storedBytes } from './testing/quota-test-app.ts';
import { trackPcm } from './testing/track-pcm.ts';
import { createTracksRepository } from './tracks.repository.ts';

const QUOTA = 96_000;
const FRAME = 3_200;
/** Audio is stored a second at a time, later under load: what waits on the stored state waits this long. */
const STORED = { timeout: 15_000, interval: 50 };

/** Decision 043: each user's recordings stay within their quota, counted in the database. */
describe('the recording quota', () => {
  let t: SpeechTestApp;
  let base: string;
  let a: SignedIn;
  let b: SignedIn;
  beforeAll(async () => {
    t = await buildQuotaTestApp(QUOTA, { reserveBytes: 16_000 });
    base = await listenOnLoopback(t.app);
    [a, b] = await Promise.all([t.factories.user(), t.factories.user()]);
  });
  afterAll(() => t.close());

  const fail = (error: unknown) => {
    throw error;
  };
  /** The app's storage and tracks, written to directly rather than through a socket. */
  const directSpools = () =>
    createSpools({
      store: t.app.services.storage.store,
      tracks: createTracksRepository(t.database.db),
      onError: fail,
    });

  const storage = async (who: SignedIn): Promise<RecordingStorageDto> =>
    (await t.app.inject({ method: 'GET', url: '/api/recordings/storage', headers: who.headers })).json();

  it('records up to the quota, then says so on the socket and closes it for good', async () => {
    expect(await storage(a)).toEqual({ usedBytes: 0, quotaBytes: QUOTA });
    const session = await consentedSession(t, a);
    const tab = await openTab(base, a, session.id);
    const audio = rampPcm(QUOTA + 20 * FRAME);
    for (let at = 0; at < audio.length; at += FRAME) tab.sendPcm(audio.subarray(at, at + FRAME));

    const error = await tab.waitFor((m) => m.type === 'error', 10_000);
    expect(error.data).toEqual({ error: RECORDING_STORAGE_FULL_MESSAGE, code: RECORDING_STORAGE_FULL_CODE });
    expect((await tab.closed).code).toBe(SPEECH_CLOSE.storageFull);
    const kept = await storedBytes(t, session.id);
    expect(kept).toBeGreaterThan(QUOTA - FRAME);
    expect(kept).toBeLessThanOrEqual(QUOTA);
    // What was reserved and not written went back: the count is the bytes stored.
    await vi.waitFor(async () => expect((await storage(a)).usedBytes).toBe(kept), STORED);
  });

  it('refuses a new recording once full (409, the same words), and not another user’s', async () => {
    const session = await consentedSession(t, a);
    const { status, body } = await refusal(openTab(base, a, session.id));
    expect(status).toBe(409);
    expect(body).toEqual({ error: { code: 'conflict', message: RECORDING_STORAGE_FULL_MESSAGE } });

    const other = await openTab(base, b, (await consentedSession(t, b)).id);
    other.sendPcm(rampPcm(FRAME));
    await other.waitFor((m) => m.type === 'audio_processed' && m.data.bytes === FRAME, STORED.timeout);
    other.socket.close(1000);
    await other.closed;
    await vi.waitFor(async () => expect((await storage(b)).usedBytes).toBe(FRAME), STORED);
  });

  it('frees the room of erased recordings and deleted sessions', async () => {
    const used = await consentedSession(t, b);
    const tab = await openTab(base, b, used.id);
    tab.sendPcm(rampPcm(FRAME * 2));
    await tab.waitFor((m) => m.type === 'audio_processed' && m.data.bytes === FRAME * 2, STORED.timeout);
    tab.socket.close(1000);
    await tab.closed;
    await vi.waitFor(async () => expect((await storage(b)).usedBytes).toBe(FRAME * 3), STORED);

    await t.app.services.speech.recordings.eraseSession(used.id);
    expect((await storage(b)).usedBytes).toBe(FRAME);
    const sessions: { id: string }[] = (
      await t.app.inject({ method: 'GET', url: '/api/sessions', headers: a.headers })
    ).json();
    for (const { id } of sessions) {
      await t.app.inject({ method: 'DELETE', url: `/api/sessions/${id}`, headers: a.headers });
    }
    expect((await storage(a)).usedBytes).toBe(0);
    const again = await openTab(base, a, (await consentedSession(t, a)).id);
    again.socket.close(1000);
    await again.closed;
  });

  it('keeps the frames a capture took while its first room was being reserved, when it ends then', async () => {
    const session = await consentedSession(t, a);
    const usage = createRecordingUsageRepository(t.database.db);
    // The database is slow to answer the first reservation.
    let grant: (value?: unknown) => void = () => undefined;
    const granting = new Promise((resolve) => {
      grant = resolve;
    });
    const quota = createRecordingQuota({
      usage: {
        ...usage,
        reserve: async (...args) => {
          await granting;
          return usage.reserve(...args);
        },
      },
      limits: { quotaBytes: QUOTA, reserveBytes: 16_000 },
      onError: fail,
    });
    const spools = directSpools();
    const owner = { userId: a.user.id, sessionId: session.id };
    const spool = quota.meter(spools.acquire(session.id, 'candidate'), owner, () => undefined);
    const audio = rampPcm(4 * FRAME);
    for (let at = 0; at < audio.length; at += FRAME)
      expect(spool.append(audio.subarray(at, at + FRAME))).toBe(false);
    const released = spool.release();
    grant();
    await released;
    const stored = await trackPcm(
      { db: t.database.db, store: t.app.services.storage.store },
      session.id,
      'candidate',
    );
    expect(stored.equals(audio)).toBe(true);
    // What was reserved and not written went back.
    expect((await storage(a)).usedBytes).toBe(audio.length);
  });

  it('reserves room for captures starting together two at a time, and every one gets its room', async () => {
    const usage = createRecordingUsageRepository(t.database.db);
    let inFlight = 0;
    let most = 0;
    const quota = createRecordingQuota({
      usage: {
        ...usage,
        reserve: async (...args) => {
          most = Math.max(most, ++inFlight);
          try {
            return await usage.reserve(...args);
          } finally {
            inFlight--;
          }
        },
      },
      limits: { quotaBytes: QUOTA, reserveBytes: 4 * FRAME },
      onError: fail,
    });
    const spools = directSpools();
    const sessions = await Promise.all(Array.from({ length: 3 }, () => consentedSession(t, b)));
    const metered = sessions.flatMap((session) =>
      (['interviewer', 'candidate'] as const).map((speaker) =>
        quota.meter(spools.acquire(session.id, speaker), { userId: b.user.id, sessionId: session.id }, () => {
          throw new Error('the quota is not full');
        }),
      ),
    );
    const audio = rampPcm(FRAME);
    for (const spool of metered) spool.append(audio);
    await Promise.all(metered.map((spool) => spool.drained()));
    await Promise.all(metered.map((spool) => spool.release()));
    expect(most).toBe(2);
    for (const session of sessions)
      for (const speaker of ['interviewer', 'candidate'] as const) {
        const stored = await trackPcm(
          { db: t.database.db, store: t.app.services.storage.store },
          session.id,
          speaker,
        );
        expect(stored.equals(audio)).toBe(true);
      }
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/recordings/storage' })).statusCode).toBe(401);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SignedIn } from '#server/test/factories.ts';
import { rampPcm } from '../ingest/testing/audio-socket-client.ts';
import { buildSpeechTestApp, type SpeechTestApp } from '../ingest/testing/speech-test-app.ts';
import { findRecordedAudio } from './recorded-audio.ts';
import { segmentKey } from './recording-paths.ts';
import { createSpools } from './spools.ts';
import { createTracksRepository } from './tracks.repository.ts';

const read = async (chunks: AsyncIterable<Buffer>) => {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
};

describe('spools: participants’ audio stored as one track every instance sees', () => {
  let t: SpeechTestApp;
  let a: SignedIn;
  let tracks: ReturnType<typeof createTracksRepository>;
  const errors: unknown[] = [];
  const spools = () =>
    createSpools({
      store: t.app.services.storage.store,
      tracks,
      onError: (e) => errors.push(e),
      flushMs: 20,
    });
  const track = async (sessionId: string) => {
    const audio = await findRecordedAudio(
      { store: t.app.services.storage.store, tracks },
      sessionId,
      'candidate',
    );
    return audio ? read(await audio.read(0, audio.bytes)) : Buffer.alloc(0);
  };
  beforeAll(async () => {
    t = await buildSpeechTestApp();
    a = await t.factories.user();
    tracks = createTracksRepository(t.database.db);
  });
  afterAll(() => t.close());

  it('stores the captures of an instance in groups spread over the second, not all at once', async () => {
    const flushMs = 2_000;
    const placings: { pieces: number; at: number }[] = [];
    const grouped = createSpools({
      store: t.app.services.storage.store,
      tracks: {
        ...tracks,
        storePieces: (pieces) => {
          placings.push({
            pieces: pieces.length,
            at: performance.now(),
          });
          return tracks.storePieces(pieces);
        },
      },
      onError: (e) => errors.push(e),
      flushMs,
    });
    const session = await t.factories.session(a.user.id);
    const captures = await Promise.all(
      (['interviewer', 'candidate'] as const).flatMap((speaker) =>
        [0, 1].map(async (i) => {
          const other = i === 0 ? session : await t.factories.session(a.user.id);
          return grouped.acquire(other.id, speaker);
        }),
      ),
    );
    for (const capture of captures) capture.append(rampPcm(640));
    await vi.waitFor(() => expect(placings).toHaveLength(4), { timeout: 5_000, interval: 20 });
    // Four moments, one piece each (together they would have shared a transaction), spread over
    // three quarters of the period (at least half of it, whatever the machine's load).
    expect(placings.map((p) => p.pieces)).toEqual([1, 1, 1, 1]);
    const moments = placings.map((p) => p.at);
    expect(Math.max(...moments) - Math.min(...moments)).toBeGreaterThanOrEqual(flushMs / 2);
    await grouped.closeAll();
    expect(errors).toEqual([]);
  });

  it('places each capture’s audio after the last, whichever process stored it', async () => {
    const session = await t.factories.session(a.user.id);
    const one = spools().acquire(session.id, 'candidate');
    one.append(rampPcm(640, 0));
    one.append(rampPcm(640, 320));
    await one.release();
    expect(await one.startsAt).toBe(0);
    expect(one.stored).toBe(1280);
    // Another process (a second instance, or this one restarted) goes on from there.
    const two = spools().acquire(session.id, 'candidate');
    two.append(rampPcm(960, 640));
    await two.release();
    expect(await two.startsAt).toBe(1280);
    expect((await track(session.id)).equals(rampPcm(2240))).toBe(true);
    expect(errors).toEqual([]);
  });

  it('refuses the pieces of a capture whose upload a later socket took over: nothing doubles', async () => {
    const session = await t.factories.session(a.user.id);
    const key = `upload-${session.id}`;
    const first = await tracks.takeUpload(key, session.id);
    let superseded = 0;
    const old = spools().acquire(session.id, 'candidate', {
      upload: first,
      onSuperseded: () => superseded++,
    });
    old.append(rampPcm(640, 0));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(old.stored).toBe(640);
    // The socket comes back elsewhere before the old capture stored its next frames.
    const next = await tracks.takeUpload(key, session.id);
    expect(next.bytes).toBe(640);
    old.append(rampPcm(320, 320));
    await old.release();
    expect(old.superseded).toBe(true);
    expect(superseded).toBe(1);
    expect(old.stored).toBe(640);
    expect(await old.stillHolds()).toBe(false);

    const now = spools().acquire(session.id, 'candidate', { upload: next });
    now.append(rampPcm(320, 320));
    await now.release();
    expect(now.stored).toBe(960);
    expect((await track(session.id)).equals(rampPcm(960))).toBe(true);
  });

  it('places many captures’ pieces in one transaction: each in its track, in order, a superseded upload’s refused', async () => {
    const one = await t.factories.session(a.user.id);
    const two = await t.factories.session(a.user.id);
    const key = `upload-batch-${one.id}`;
    const old = await tracks.takeUpload(key, one.id);
    const held = await tracks.takeUpload(key, one.id);
    const store = t.app.services.storage.store;
    const pieces = [
      { sessionId: one.id, speaker: 'candidate' as const, pcm: rampPcm(640, 0), upload: held },
      { sessionId: two.id, speaker: 'candidate' as const, pcm: rampPcm(320, 0) },
      { sessionId: one.id, speaker: 'candidate' as const, pcm: rampPcm(320, 320), upload: held },
      { sessionId: one.id, speaker: 'candidate' as const, pcm: rampPcm(320, 999), upload: old },
    ].map((p) => ({
      ...p,
      bytes: p.pcm.length,
      objectKey: segmentKey(p.sessionId, p.speaker, randomUUID()),
    }));
    for (const p of pieces) await store.put(p.objectKey, p.pcm, 'application/octet-stream', p.bytes);
    const answers = await tracks.storePieces(pieces);
    expect(answers.map((x) => x && { start: x.start, uploadBytes: x.uploadBytes })).toEqual([
      { start: 0, uploadBytes: 640 },
      { start: 0, uploadBytes: undefined },
      { start: 640, uploadBytes: 960 },
      undefined,
    ]);
    expect((await tracks.takeUpload(key, one.id)).bytes).toBe(960);
    expect((await track(one.id)).equals(rampPcm(960))).toBe(true);
    expect((await track(two.id)).equals(rampPcm(320))).toBe(true);
  });

  it('places the pieces of captures stored meanwhile in one transaction; one that cannot be placed fails alone', async () => {
    const sessions = await Promise.all(Array.from({ length: 6 }, () => t.factories.session(a.user.id)));
    const batches: number[] = [];
    const store = t.app.services.storage.store;
    const lostId = '00000000-0000-4000-8000-000000000000';
    // The first transaction (a good piece) waits until every other capture's piece is in the store
    // and queued behind it; the lost capture's piece is put only once that transaction began, so
    // it lands in the second, with five good ones.
    let put = 0;
    let allPut: () => void = () => undefined;
    const everyPiecePut = new Promise<void>((resolve) => {
      allPut = resolve;
    });
    let placing: () => void = () => undefined;
    const firstPlacing = new Promise<void>((resolve) => {
      placing = resolve;
    });
    let first = true;
    const counted = createSpools({
      store: {
        async put(...args: Parameters<typeof store.put>) {
          if (args[0].includes(lostId)) await firstPlacing;
          await store.put(...args);
          if (++put === 7) allPut();
        },
        delete: (key) => store.delete(key),
      },
      tracks: {
        holds: tracks.holds,
        async storePieces(pieces) {
          batches.push(pieces.length);
          if (first) {
            first = false;
            placing();
            await everyPiecePut;
            await new Promise((resolve) => setImmediate(resolve));
          }
          return tracks.storePieces(pieces);
        },
      },
      onError: (e) => errors.push(e),
      flushMs: 20,
    });
    const handles = sessions.map((s) => counted.acquire(s.id, 'candidate'));
    // A session that does not exist (deleted meanwhile): its track cannot be placed.
    const lost = counted.acquire(lostId, 'candidate');
    for (const h of [...handles, lost]) h.append(rampPcm(640, 0));
    await vi.waitFor(() => expect(lost.failed).toBe(true), { timeout: 10_000 });
    await counted.closeAll();
    // One good piece, then five good and the lost one together; that transaction failed, so each
    // of the six was placed alone, and the lost one tried twice more alone.
    expect(batches).toEqual([1, 6, 1, 1, 1, 1, 1, 1, 1, 1]);
    for (const [i, h] of handles.entries()) {
      expect(h.stored).toBe(640);
      expect((await track(sessions[i]?.id as string)).equals(rampPcm(640))).toBe(true);
    }
    expect(lost.stored).toBe(0);
    expect(lost.failed).toBe(true);
    expect(errors.splice(0)).toHaveLength(1);
  });

  it('says when too much waits to be stored, so a socket stops reading until it is; nothing dropped', async () => {
    const session = await t.factories.session(a.user.id);
    const handle = spools().acquire(session.id, 'candidate');
    const frame = rampPcm(32_000);
    let frames = 1;
    while (handle.append(frame)) frames++;
    expect(frames * frame.length).toBeLessThanOrEqual(1024 * 1024 + frame.length);
    await handle.drained();
    expect(handle.append(frame)).toBe(true);
    await handle.release();
    expect(handle.stored).toBe((frames + 1) * frame.length);
    expect((await track(session.id)).length).toBe((frames + 1) * frame.length);
  });
});

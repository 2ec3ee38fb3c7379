import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '#server/test/factories.ts';
import { rampPcm } from '../ingest/testing/audio-socket-client.ts';
import { buildSpeechTestApp, type SpeechTestApp } from '../ingest/testing/speech-test-app.ts';
import { findRecordedAudio } from './recorded-audio.ts';
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

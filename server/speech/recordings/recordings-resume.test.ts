import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudioExportDto } from '#contracts/candidate-scorecards.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { rampPcm } from '../ingest/testing/audio-socket-client.ts';
import { buildSpeechTestApp, type SpeechTestApp } from '../ingest/testing/speech-test-app.ts';
import { readWavHeader, WAV_HEADER_BYTES } from '../wav.ts';
import { createSpools } from './spools.ts';
import { trackPcm } from './testing/track-pcm.ts';
import { createTracksRepository } from './tracks.repository.ts';

describe('recordings at start-up: older spools placed, unfinished exports done, orphaned pieces gone', () => {
  let t: SpeechTestApp;
  let a: SignedIn;
  beforeAll(async () => {
    t = await buildSpeechTestApp();
    a = await t.factories.user();
  });
  afterAll(() => t.close());

  const recordings = () => t.app.services.speech.recordings;
  const tracks = () => createTracksRepository(t.database.db);
  const store = () => t.app.services.storage.store;
  const dir = (sessionId: string) => path.join(t.config.dataDir, 'recordings', sessionId);
  /** A spool as an older version left it on disk. */
  const leaveSpool = (sessionId: string, speaker: string, pcm: Buffer) => {
    mkdirSync(dir(sessionId), { recursive: true });
    writeFileSync(path.join(dir(sessionId), `${speaker}.pcm`), pcm);
  };
  /** Audio stored by a process that was killed before the session was closed. */
  const storeAudio = async (sessionId: string, pcm: Buffer) => {
    const spools = createSpools({ store: store(), tracks: tracks(), onError: (e) => Promise.reject(e) });
    const handle = spools.acquire(sessionId, 'candidate');
    handle.append(pcm);
    await handle.release();
  };
  const exportsOf = async (sessionId: string): Promise<AudioExportDto[]> =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/sessions/${sessionId}/audio-exports`,
        headers: a.headers,
      })
    ).json();
  /** Closed in the database only, as when the closing instance died before it exported. */
  const closeBehindTheServer = (sessionId: string) =>
    t.database.db.execute(sql`update interview_sessions set status = 'completed' where id = ${sessionId}`);
  const download = async (file: AudioExportDto) =>
    (await t.app.inject({ method: 'GET', url: file.url })).rawPayload;

  it('places older spools in their tracks, exports closed sessions’ tracks and drops a deleted one’s', async () => {
    const closed = await t.factories.session(a.user.id);
    const open = await t.factories.session(a.user.id);
    await closeBehindTheServer(closed.id);
    const gone = '0b4c7a3e-1d2f-4e5a-9b8c-7d6e5f4a3b2c';
    leaveSpool(closed.id, 'candidate', rampPcm(6400));
    // A crash cut the last sample in half: the track keeps whole samples.
    leaveSpool(open.id, 'interviewer', Buffer.concat([rampPcm(3200), Buffer.from([1])]));
    leaveSpool(gone, 'candidate', rampPcm(320));
    writeFileSync(path.join(t.config.dataDir, 'recordings', 'notes.txt'), 'not a session');

    await recordings().resume();
    await Promise.all([closed.id, open.id, gone].map((id) => recordings().settled(id)));
    expect((await exportsOf(closed.id)).map((f) => [f.speaker, f.size])).toEqual([['candidate', 6444]]);
    for (const id of [closed.id, open.id, gone]) expect(existsSync(dir(id))).toBe(false);
    expect(await exportsOf(open.id)).toEqual([]);
    const where = { db: t.database.db, store: store() };
    expect((await trackPcm(where, open.id, 'interviewer')).equals(rampPcm(3200))).toBe(true);

    await t.app.inject({ method: 'POST', url: `/api/sessions/${open.id}/close`, headers: a.headers });
    await recordings().settled(open.id);
    const [file] = await exportsOf(open.id);
    if (!file) throw new Error('the open session was not exported at its close');
    expect(readWavHeader(await download(file))?.dataBytes).toBe(3200);
  });

  it('exports, once, a track whose process was killed and whose session was closed meanwhile', async () => {
    const session = await t.factories.session(a.user.id);
    const first = rampPcm(3200, 1);
    const second = rampPcm(1600, 5);
    await storeAudio(session.id, first);
    await storeAudio(session.id, second);
    await closeBehindTheServer(session.id);
    // Two instances starting at once: one export.
    await Promise.all([recordings().resume(), recordings().resume()]);
    await recordings().settled(session.id);
    await recordings().resume();
    await recordings().settled(session.id);

    const files = await exportsOf(session.id);
    expect(files.map((f) => [f.speaker, f.size, f.durationSeconds])).toEqual([
      ['candidate', WAV_HEADER_BYTES + 4800, 0.15],
    ]);
    const wav = await download(files[0] as AudioExportDto);
    expect(wav.subarray(WAV_HEADER_BYTES).equals(Buffer.concat([first, second]))).toBe(true);
    expect(await tracks().segments({ sessionId: session.id, speaker: 'candidate' })).toEqual([]);
  });

  it('deletes pieces whose session was deleted while its recording was being stored', async () => {
    const session = await t.factories.session(a.user.id);
    await storeAudio(session.id, rampPcm(640));
    const [piece] = await tracks().segments({ sessionId: session.id, speaker: 'candidate' });
    if (!piece) throw new Error('nothing stored');
    await t.database.db.execute(sql`delete from interview_sessions where id = ${session.id}`);
    await recordings().resume();
    expect(await tracks().segments({ sessionId: session.id, speaker: 'candidate' })).toEqual([]);
    expect(await store().head(piece.objectKey)).toBeUndefined();
  });
});

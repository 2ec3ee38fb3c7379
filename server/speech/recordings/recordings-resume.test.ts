import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudioExportDto } from '#contracts/candidate-scorecards.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { rampPcm } from '../ingest/testing/audio-socket-client.ts';
import { buildSpeechTestApp, type SpeechTestApp } from '../ingest/testing/speech-test-app.ts';
import { readWavHeader, WAV_HEADER_BYTES } from '../wav.ts';

describe('recordings left on disk: settled at start-up, appended to a WAV already stored', () => {
  let t: SpeechTestApp;
  let a: SignedIn;
  beforeAll(async () => {
    t = await buildSpeechTestApp();
    a = await t.factories.user();
  });
  afterAll(() => t.close());

  const recordings = () => t.app.services.speech.recordings;
  const dir = (sessionId: string) => path.join(t.config.dataDir, 'recordings', sessionId);
  /** A spool as a server that stopped (or another instance) left it. */
  const leaveSpool = (sessionId: string, speaker: string, pcm: Buffer) => {
    mkdirSync(dir(sessionId), { recursive: true });
    writeFileSync(path.join(dir(sessionId), `${speaker}.pcm`), pcm);
  };
  const exportsOf = async (sessionId: string): Promise<AudioExportDto[]> =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/sessions/${sessionId}/audio-exports`,
        headers: a.headers,
      })
    ).json();
  const close = (sessionId: string) =>
    t.app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/close`, headers: a.headers });
  const download = async (file: AudioExportDto) =>
    (await t.app.inject({ method: 'GET', url: file.url })).rawPayload;

  it('exports the spools of a closed session, follows an open one and drops a deleted one’s', async () => {
    const closed = await t.factories.session(a.user.id);
    const open = await t.factories.session(a.user.id);
    await close(closed.id);
    const gone = '0b4c7a3e-1d2f-4e5a-9b8c-7d6e5f4a3b2c';
    leaveSpool(closed.id, 'candidate', rampPcm(6400));
    // A crash cut the last sample in half: the WAV keeps whole samples.
    leaveSpool(open.id, 'interviewer', Buffer.concat([rampPcm(3200), Buffer.from([1])]));
    leaveSpool(gone, 'candidate', rampPcm(320));
    writeFileSync(path.join(t.config.dataDir, 'recordings', 'notes.txt'), 'not a session');

    await recordings().resume();
    await Promise.all([closed.id, open.id, gone].map((id) => recordings().settled(id)));
    expect((await exportsOf(closed.id)).map((f) => [f.speaker, f.size])).toEqual([['candidate', 6444]]);
    expect(existsSync(dir(closed.id))).toBe(false);
    expect(existsSync(dir(gone))).toBe(false);
    expect(await exportsOf(open.id)).toEqual([]);

    await close(open.id);
    await recordings().settled(open.id);
    const [file] = await exportsOf(open.id);
    if (!file) throw new Error('the open session was not exported at its close');
    expect(readWavHeader(await download(file))?.dataBytes).toBe(3200);
  });

  it('appends audio that reached another spool to the participant’s stored WAV', async () => {
    const session = await t.factories.session(a.user.id);
    await close(session.id);
    const first = rampPcm(3200, 1);
    const second = rampPcm(1600, 5);
    leaveSpool(session.id, 'candidate', first);
    await recordings().resume();
    await recordings().settled(session.id);
    leaveSpool(session.id, 'candidate', second);
    await recordings().resume();
    await recordings().settled(session.id);

    const files = await exportsOf(session.id);
    expect(files.map((f) => [f.speaker, f.size, f.durationSeconds])).toEqual([
      ['candidate', WAV_HEADER_BYTES + 4800, 0.15],
    ]);
    const wav = await download(files[0] as AudioExportDto);
    expect(readWavHeader(wav)?.dataBytes).toBe(4800);
    expect(wav.subarray(WAV_HEADER_BYTES).equals(Buffer.concat([first, second]))).toBe(true);
  });
});

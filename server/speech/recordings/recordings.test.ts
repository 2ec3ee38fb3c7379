import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AudioExportDto } from '#contracts/candidate-scorecards.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { listenOnLoopback } from '#server/test/live-client.ts';
import { openAudioSocket, rampPcm } from '../ingest/testing/audio-socket-client.ts';
import { buildSpeechTestApp, closeAndSettle, type SpeechTestApp } from '../ingest/testing/speech-test-app.ts';
import { createGapsRepository } from '../recovery/gaps.repository.ts';
import { readWavHeader, WAV_HEADER_BYTES } from '../wav.ts';
import { recordingKey } from './recording-paths.ts';
import { createTracksRepository } from './tracks.repository.ts';

describe('recordings: one WAV per participant at close, gone with the session or the candidate', () => {
  let t: SpeechTestApp;
  let base: string;
  let a: SignedIn;
  beforeAll(async () => {
    // No server provider: the audio is recorded all the same.
    t = await buildSpeechTestApp();
    base = await listenOnLoopback(t.app);
    a = await t.factories.user();
  });
  afterAll(() => t.close());

  /** The object keys of the session's stored pieces (there while it records, gone once exported). */
  const pieces = async (sessionId: string) => {
    const tracks = createTracksRepository(t.database.db);
    const rows = [
      ...(await tracks.segments({ sessionId, speaker: 'candidate' })),
      ...(await tracks.segments({ sessionId, speaker: 'interviewer' })),
    ];
    return rows.map((r) => r.objectKey);
  };
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: SignedIn = a) =>
    t.app.inject({ method, url, headers: who.headers });
  const exportsOf = async (sessionId: string, who: SignedIn = a) =>
    call('GET', `/api/sessions/${sessionId}/audio-exports`, who);

  /** A session whose tab and microphone each sent `bytes[speaker]` of audio, then closed. */
  const recorded = async (bytes: { candidate: number; interviewer: number }) => {
    const session = await t.factories.session(a.user.id);
    await call('POST', `/api/sessions/${session.id}/recording-consent`);
    const sent = { candidate: rampPcm(bytes.candidate, 7), interviewer: rampPcm(bytes.interviewer, 11) };
    for (const [audioType, pcm] of [
      ['system_audio', sent.candidate],
      ['mic_audio', sent.interviewer],
    ] as const) {
      if (pcm.length === 0) continue;
      const socket = await openAudioSocket(base, {
        cookie: a.cookie,
        query: { sessionId: session.id, action: 'audio-stream', audioType },
      });
      for (let at = 0; at < pcm.length; at += 3200) socket.sendPcm(pcm.subarray(at, at + 3200));
      await socket.waitFor((m) => m.type === 'audio_processed' && m.data.bytes === pcm.length);
      socket.socket.close(1000);
      await socket.closed;
    }
    return { session, sent };
  };
  const closeAndList = async (sessionId: string): Promise<AudioExportDto[]> => {
    await closeAndSettle(t, a, sessionId);
    return (await exportsOf(sessionId)).json();
  };

  it('exports each participant’s audio as a valid WAV whose length matches what was sent', async () => {
    const { session, sent } = await recorded({ candidate: 32_000 * 2, interviewer: 32_000 });
    const files = await closeAndList(session.id);
    expect(files.map((f) => [f.speaker, f.fileName, f.mimeType, f.size, f.durationSeconds]).sort()).toEqual(
      [
        ['candidate', `candidate-${session.id.slice(0, 8)}.wav`, 'audio/wav', 64_044, 2],
        ['interviewer', `interviewer-${session.id.slice(0, 8)}.wav`, 'audio/wav', 32_044, 1],
      ].sort(),
    );
    for (const file of files) {
      const played = await t.app.inject({ method: 'GET', url: file.url });
      expect(played.statusCode).toBe(200);
      expect(played.headers['content-type']).toBe('audio/wav');
      const wav = played.rawPayload;
      const pcm = sent[file.speaker as 'candidate' | 'interviewer'];
      expect(readWavHeader(wav)).toEqual({
        sampleRate: 16_000,
        channels: 1,
        bitsPerSample: 16,
        dataBytes: pcm.length,
      });
      expect(wav.subarray(WAV_HEADER_BYTES).equals(pcm)).toBe(true);
    }
    expect(await pieces(session.id)).toEqual([]);
    // No server provider: the tab's audio is noted as not transcribed; the browser heard the microphone.
    const gaps = createGapsRepository(t.database.db);
    const tabGaps = await gaps.of(session.id, 'candidate');
    expect(tabGaps.map(({ startByte, endByte }) => [startByte, endByte])).toEqual([
      [0, sent.candidate.length],
    ]);
    expect(await gaps.of(session.id, 'interviewer')).toEqual([]);
  });

  it('keeps another user from listing or fetching the files', async () => {
    const { session } = await recorded({ candidate: 3200, interviewer: 3200 });
    const [file] = await closeAndList(session.id);
    const b = await t.factories.user();
    const theirs = await exportsOf(session.id, b);
    expect(theirs.statusCode).toBe(404);
    if (!file) throw new Error('nothing exported');
    // The object itself is reachable only through a signed URL: a forged one is refused.
    const forged = file.url.replace(/([?&]sig=)[0-9a-f]+/, `$1${'0'.repeat(64)}`);
    expect(forged).not.toBe(file.url);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    const bare = `/api/files/${recordingKey(session.id, 'candidate')}`;
    expect((await t.app.inject({ method: 'GET', url: bare, headers: b.headers })).statusCode).toBe(403);
  });

  it('deletes the pieces of a session deleted while recording, and the stored WAVs of a closed one', async () => {
    const store = t.app.services.storage.store;
    const live = await recorded({ candidate: 3200, interviewer: 0 });
    const stored = await pieces(live.session.id);
    expect(stored.length).toBeGreaterThan(0);
    expect((await call('DELETE', `/api/sessions/${live.session.id}`)).statusCode).toBe(204);
    await vi.waitFor(async () => expect(await pieces(live.session.id)).toEqual([]));
    await t.app.services.speech.recordings.settled(live.session.id);
    for (const key of stored) expect(await store.head(key)).toBeUndefined();

    const { session } = await recorded({ candidate: 3200, interviewer: 3200 });
    await closeAndList(session.id);
    expect(await store.head(recordingKey(session.id, 'candidate'))).toBeDefined();
    expect((await call('DELETE', `/api/sessions/${session.id}`)).statusCode).toBe(204);
    await t.app.services.speech.recordings.settled(session.id);
    expect(await store.head(recordingKey(session.id, 'candidate'))).toBeUndefined();
    expect(await store.head(recordingKey(session.id, 'interviewer'))).toBeUndefined();
  });

  it('deletes the audio of every session with a candidate when the candidate is deleted', async () => {
    const store = t.app.services.storage.store;
    const { session } = await recorded({ candidate: 3200, interviewer: 3200 });
    expect(await closeAndList(session.id)).toHaveLength(2);
    const ongoing = await recorded({ candidate: 3200, interviewer: 0 });
    const candidateId = session.candidateId as string;
    expect((await call('DELETE', `/api/candidates/${candidateId}`)).statusCode).toBe(204);
    expect((await exportsOf(session.id)).json()).toEqual([]);
    expect(await store.head(recordingKey(session.id, 'candidate'))).toBeUndefined();
    // Another candidate's recording is left alone.
    expect((await pieces(ongoing.session.id)).length).toBeGreaterThan(0);
  });
});

import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudioExportDto } from '#contracts/candidate-scorecards.ts';
import type { ConversationChunkDto } from '#contracts/realtime.ts';
import { openAudioSocket } from '#server/speech/ingest/testing/audio-socket-client.ts';
import { call, eventually, newLiveSession, signIn } from '#server/test/process-client.ts';
import { startServer } from '#server/test/processes.ts';
import { INTERVIEW_SENTENCES, keyWordsHeard } from '#server/test/speech/fixture-sentences.ts';
import { sendPaced } from '#server/test/speech/paced-frames.ts';
import {
  type PocketsphinxPeer,
  pocketsphinxAvailable,
  startPocketsphinxPeer,
} from '#server/test/speech/pocketsphinx-peer.ts';
import { silencePcm, speechFixturesAvailable, synthesizePcm } from '#server/test/speech/speech-fixtures.ts';
import { readWavHeader, WAV_HEADER_BYTES } from '../wav.ts';

/**
 * The real server killed with SIGKILL in the middle of a candidate's sentence, and started again
 * (docs/decisions/044-recordings-across-instances.md): the browser's socket comes back with the
 * same upload, the server answers the bytes it had stored, the browser sends the rest, and the
 * interview ends with the recording byte for byte and every sentence in the transcript once: the
 * sentence the kill cut is heard whole by the new stream, nothing doubled at the seam.
 */
const unavailable = [pocketsphinxAvailable, speechFixturesAvailable].find((tool) => !tool.available);
const VOICE = 'en-us+klatt6';
const PASSWORD = 'Kill-Nine-Pass-1';
const [, payments, , plan] = INTERVIEW_SENTENCES;

describe.skipIf(unavailable)(`a server killed mid-utterance ${unavailable?.reason ?? ''}`, () => {
  let peer: PocketsphinxPeer;
  beforeAll(async () => {
    peer = await startPocketsphinxPeer();
  });
  afterAll(() => peer?.close());

  it('resumes the upload from what it stored, hears the cut utterance whole once and exports the whole track', async () => {
    if (!payments || !plan) throw new Error('two candidate sentences');
    const port = String(20_000 + Math.floor(Math.random() * 20_000));
    const env = {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ih-kill-')),
      PORT: port,
      HOST: '127.0.0.1',
      // The embedded database: its lock is taken over from the killed process.
      DATABASE_URL: '',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: PASSWORD,
      SPEECH_PROVIDER: 'openai',
      TRANSCRIBE_BASE_URL: peer.url,
      TRANSCRIBE_PARTIAL_MS: '0',
    };
    const base = `http://127.0.0.1:${port}`;
    const said = [payments, plan];
    const spoken = await Promise.all(said.map((s) => synthesizePcm(s.text, { voice: VOICE })));
    const pause = silencePcm(800);
    const all = Buffer.concat([pause, spoken[0] as Buffer, pause, spoken[1] as Buffer, silencePcm(1500)]);
    // Killed two thirds into the second sentence.
    const cut = pause.length * 2 + (spoken[0]?.length ?? 0) + Math.floor(((spoken[1]?.length ?? 0) * 2) / 3);
    const killAt = cut - (cut % 2);
    const streamId = randomUUID();

    let server = await startServer(env);
    try {
      const cookie = await signIn(base, 'admin', PASSWORD);
      const sessionId = await newLiveSession(base, cookie);
      await call(base, 'POST', `/api/sessions/${sessionId}/recording-consent`, { cookie });
      const query = { sessionId, action: 'audio-stream', audioType: 'system_audio', streamId };
      const before = await openAudioSocket(base, { cookie, query });
      await before.waitFor((m) => m.type === 'audio_processed');
      await sendPaced(all.subarray(0, killAt), before.sendPcm, { frameMs: 40, pace: 2 });
      // The first sentence is a line; the server confirmed most of what followed.
      const lines = async (): Promise<ConversationChunkDto[]> =>
        (await call(base, 'GET', `/api/sessions/${sessionId}/conversation`, { cookie }))
          .body as ConversationChunkDto[];
      await eventually(async () => (await lines()).length === 1, 30_000);
      await eventually(() => before.processed() >= killAt - 64_000, 10_000);
      const confirmed = before.processed();
      server.child.kill('SIGKILL');
      await before.closed;

      server = await startServer(env);
      const after = await openAudioSocket(base, { cookie, query });
      const first = await after.waitFor(() => true);
      const resumeAt = first.type === 'audio_processed' ? first.data.bytes : -1;
      // What the killed server confirmed was stored; at most its last second was not.
      expect(resumeAt).toBeGreaterThanOrEqual(confirmed);
      expect(resumeAt).toBeLessThanOrEqual(killAt);
      await sendPaced(all.subarray(resumeAt), after.sendPcm, { frameMs: 40, pace: 2 });
      await after.waitFor((m) => m.type === 'audio_processed' && m.data.bytes === all.length, 10_000);

      // The new stream hears the cut utterance again from what was stored, then the rest: the
      // sentence is one line, heard whole.
      const heardOf = async () => keyWordsHeard(plan, (await lines()).map((l) => l.text).join(' '));
      await eventually(async () => (await heardOf()).length === plan.keyWords.length, 60_000);
      await eventually(
        async () =>
          (
            (await call(base, 'GET', `/api/sessions/${sessionId}/transcription`, { cookie })).body as {
              behindSeconds: number;
            }
          ).behindSeconds === 0,
        30_000,
      );
      const transcript = (await lines()).sort((x, y) => Date.parse(x.timestamp) - Date.parse(y.timestamp));
      expect(transcript.every((l) => /^speech:candidate@\d+-\d+$/.test(l.clientChunkId ?? ''))).toBe(true);
      // In the order said, and no word twice.
      expect(keyWordsHeard(payments, transcript[0]?.text ?? '')).toEqual([...payments.keyWords]);
      expect(transcript.map((l) => keyWordsHeard(plan, l.text))).toEqual([[], [...plan.keyWords]]);
      const words = transcript
        .map((l) => l.text)
        .join(' ')
        .toLowerCase();
      for (const word of [...payments.keyWords, ...plan.keyWords])
        expect((words.match(new RegExp(`\\b${word}\\b`, 'g')) ?? []).length, word).toBeLessThanOrEqual(1);

      after.socket.close(1000);
      await call(base, 'POST', `/api/sessions/${sessionId}/close`, { cookie });
      let files: AudioExportDto[] = [];
      await eventually(async () => {
        files = (await call(base, 'GET', `/api/sessions/${sessionId}/audio-exports`, { cookie }))
          .body as AudioExportDto[];
        return files.length > 0;
      }, 20_000);
      expect(files.map((f) => f.speaker)).toEqual(['candidate']);
      const wav = Buffer.from(await (await fetch(new URL(files[0]?.url ?? '', base))).arrayBuffer());
      expect(readWavHeader(wav)?.dataBytes).toBe(all.length);
      expect(wav.subarray(WAV_HEADER_BYTES).equals(all), 'the recording byte for byte').toBe(true);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 240_000);
});

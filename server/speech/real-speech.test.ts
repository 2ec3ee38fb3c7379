import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudioExportDto } from '#contracts/candidate-scorecards.ts';
import type { ServerMessage } from '#contracts/realtime.ts';
import type { Speaker } from '#contracts/sessions.ts';
import { type AudioType, PCM_BYTES_PER_SECOND } from '#contracts/speech.ts';
import { loadConfig } from '#server/config.ts';
import { openAudioSocket } from '#server/speech/ingest/testing/audio-socket-client.ts';
import { readWavHeader, WAV_HEADER_BYTES } from '#server/speech/wav.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { type LiveClient, listenOnLoopback, openLive } from '#server/test/live-client.ts';
import {
  INTERVIEW_SENTENCES,
  keyWordsHeard,
  type SpeechSentence,
} from '#server/test/speech/fixture-sentences.ts';
import { sendPaced } from '#server/test/speech/paced-frames.ts';
import {
  type PocketsphinxPeer,
  pocketsphinxAvailable,
  startPocketsphinxPeer,
} from '#server/test/speech/pocketsphinx-peer.ts';
import { silencePcm, speechFixturesAvailable, synthesizePcm } from '#server/test/speech/speech-fixtures.ts';

/**
 * Real speech end to end with no network: espeak-ng's voices streamed as the browser streams them,
 * the OpenAI-style provider cutting utterances and sending each to a pocketsphinx peer, the words
 * arriving as conversation chunks for the right speaker, and each participant's audio kept as a WAV.
 */
const unavailable = [pocketsphinxAvailable, speechFixturesAvailable].find((tool) => !tool.available);

/** 40 ms frames, four times faster than spoken (one every 10 ms). */
const PACE = { frameMs: 40, pace: 4 };
const VOICES: Record<Speaker, string> = { interviewer: 'en-us+klatt3', candidate: 'en-us+klatt6' };
const spokenBy = (speaker: Speaker) => INTERVIEW_SENTENCES.filter((s) => s.speaker === speaker);

type Chunk = Extract<ServerMessage, { type: 'new_chunk' }>;
const isChunk = (m: ServerMessage): m is Chunk => m.type === 'new_chunk';

/** A participant's track: each sentence after a pause, then a pause long enough to end the last. */
async function track(sentences: readonly SpeechSentence[], speaker: Speaker) {
  const parts: Buffer[] = [];
  for (const s of sentences)
    parts.push(silencePcm(700), await synthesizePcm(s.text, { voice: VOICES[speaker] }));
  parts.push(silencePcm(1200));
  return Buffer.concat(parts);
}

/** The chunk in which every key word of `sentence` was heard. */
const heard = (live: LiveClient, sentence: SpeechSentence) =>
  live.waitFor(
    (m): m is Chunk => isChunk(m) && keyWordsHeard(sentence, m.data.text).length === sentence.keyWords.length,
    20_000,
  );

describe.skipIf(unavailable)(`real speech through the audio channel ${unavailable?.reason ?? ''}`, () => {
  let peer: PocketsphinxPeer;
  let t: TestApp;
  let base: string;
  let a: SignedIn;
  beforeAll(async () => {
    peer = await startPocketsphinxPeer();
    const env = { SPEECH_PROVIDER: 'openai', TRANSCRIBE_BASE_URL: peer.url, TRANSCRIBE_PARTIAL_MS: '400' };
    t = await buildTestApp({ config: { speech: loadConfig(env).speech }, liveAssistant: { enabled: false } });
    base = await listenOnLoopback(t.app);
    a = await t.factories.user();
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  const post = async (url: string) => {
    const res = await t.app.inject({ method: 'POST', url, headers: a.headers });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };
  const recordingSession = async () => {
    const session = await t.factories.session(a.user.id);
    await post(`/api/sessions/${session.id}/recording-consent`);
    return session.id;
  };
  const audio = (sessionId: string, audioType: AudioType) =>
    openAudioSocket(base, { cookie: a.cookie, query: { sessionId, action: 'audio-stream', audioType } });

  /** The session's audio exports once `count` are listed (the export runs when the session closes). */
  async function closeAndExport(sessionId: string, count: number): Promise<AudioExportDto[]> {
    await post(`/api/sessions/${sessionId}/close`);
    const deadline = Date.now() + 15_000;
    for (;;) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/sessions/${sessionId}/audio-exports`,
        headers: a.headers,
      });
      const items = res.json() as AudioExportDto[];
      if (items.length >= count || Date.now() > deadline) return items;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The participant's WAV holds exactly the PCM sent, under a header that counts it. */
  async function expectWav(exports: AudioExportDto[], speaker: Speaker, pcm: Buffer) {
    const item = exports.find((e) => e.speaker === speaker);
    expect(item, speaker).toMatchObject({ mimeType: 'audio/wav', size: WAV_HEADER_BYTES + pcm.length });
    expect(item?.durationSeconds).toBeCloseTo(pcm.length / PCM_BYTES_PER_SECOND, 1);
    const file = (await t.app.inject({ method: 'GET', url: item?.url ?? '' })).rawPayload;
    expect(readWavHeader(file)).toEqual({
      sampleRate: 16_000,
      channels: 1,
      bitsPerSample: 16,
      dataBytes: pcm.length,
    });
    expect(file.subarray(WAV_HEADER_BYTES).equals(pcm), `${speaker}'s audio kept byte for byte`).toBe(true);
  }

  it('hears the candidate in the tab and the interviewer at the microphone, and keeps both as WAV files', async () => {
    const sessionId = await recordingSession();
    const live = await openLive(base, { cookie: a.cookie, sessionId });
    const sent = {
      system_audio: await track(spokenBy('candidate'), 'candidate'),
      mic_audio: await track(spokenBy('interviewer'), 'interviewer'),
    };
    const tab = await audio(sessionId, 'system_audio');
    const mic = await audio(sessionId, 'mic_audio');

    await Promise.all([
      sendPaced(sent.system_audio, tab.sendPcm, PACE),
      sendPaced(sent.mic_audio, mic.sendPcm, PACE),
    ]);

    for (const sentence of INTERVIEW_SENTENCES) {
      const chunk = await heard(live, sentence);
      expect(chunk.data, sentence.text).toMatchObject({ speaker: sentence.speaker, speakerName: null });
      const received = await live.waitFor(
        (m) => m.type === 'transcription_received' && m.data.chunkId === chunk.data.id,
      );
      expect(received.data).toMatchObject({ speaker: sentence.speaker });
    }
    expect(live.messages.filter(isChunk)).toHaveLength(INTERVIEW_SENTENCES.length);
    for (const speaker of ['candidate', 'interviewer'] as const) {
      // What is being said shows on every screen before the turn's words are final.
      const firstPartial = live.messages.findIndex(
        (m) => m.type === 'partial_transcription' && m.data.speaker === speaker,
      );
      const firstChunk = live.messages.findIndex((m) => isChunk(m) && m.data.speaker === speaker);
      expect(firstPartial, `a partial line for the ${speaker}`).toBeGreaterThanOrEqual(0);
      expect(firstPartial).toBeLessThan(firstChunk);
    }
    for (const [client, pcm] of [
      [tab, sent.system_audio],
      [mic, sent.mic_audio],
    ] as const) {
      await client.waitFor((m) => m.type === 'audio_processed' && m.data.bytes === pcm.length);
      expect(client.messages.filter((m) => m.type === 'error')).toEqual([]);
    }
    const conversation = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${sessionId}/conversation`,
      headers: a.headers,
    });
    expect(conversation.json()).toHaveLength(INTERVIEW_SENTENCES.length);

    for (const socket of [tab.socket, mic.socket, live.socket]) socket.close(1000);
    const exports = await closeAndExport(sessionId, 2);
    expect(exports).toHaveLength(2);
    await expectWav(exports, 'candidate', sent.system_audio);
    await expectWav(exports, 'interviewer', sent.mic_audio);
  }, 90_000);

  it('loses no speech when the tab’s socket drops between two turns and comes back', async () => {
    const sessionId = await recordingSession();
    const live = await openLive(base, { cookie: a.cookie, sessionId });
    const [before, after] = spokenBy('candidate');
    if (!before || !after) throw new Error('the candidate says two sentences');
    const first = await track([before], 'candidate');
    const second = await track([after], 'candidate');

    const dropped = await audio(sessionId, 'system_audio');
    await sendPaced(first, dropped.sendPcm, PACE);
    await dropped.waitFor((m) => m.type === 'audio_processed' && m.data.bytes === first.length);
    dropped.socket.terminate();
    const back = await audio(sessionId, 'system_audio');
    await sendPaced(second, back.sendPcm, PACE);

    for (const sentence of [before, after])
      expect((await heard(live, sentence)).data.speaker).toBe('candidate');
    await back.waitFor((m) => m.type === 'audio_processed' && m.data.bytes === second.length);
    back.socket.close(1000);
    live.socket.close(1000);
    const exports = await closeAndExport(sessionId, 1);
    expect(exports.map((e) => e.speaker)).toEqual(['candidate']);
    await expectWav(exports, 'candidate', Buffer.concat([first, second]));
  }, 90_000);
});

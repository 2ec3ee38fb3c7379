import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationChunkDto, ServerMessage } from '#contracts/realtime.ts';
import { loadConfig } from '#server/config.ts';
import { openAudioSocket } from '#server/speech/ingest/testing/audio-socket-client.ts';
import { consentedSession } from '#server/speech/ingest/testing/speech-test-app.ts';
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { listenOnLoopback, openLive } from '#server/test/live-client.ts';
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
import { findRecordedAudio } from '../recordings/recorded-audio.ts';
import { createTracksRepository } from '../recordings/tracks.repository.ts';
import { transcribeStretch } from '../recordings/transcribe-recorded.ts';
import { createSpokenLines } from './spoken-lines.ts';

/**
 * Real speech (espeak-ng) through the audio socket to a pocketsphinx peer that goes down and comes
 * back: every sentence ends up in the transcript once, in the order it was said, without a command.
 */
const unavailable = [pocketsphinxAvailable, speechFixturesAvailable].find((tool) => !tool.available);
const VOICE = 'en-us+klatt6';
const [first, second, third, fourth] = INTERVIEW_SENTENCES;

type Chunk = Extract<ServerMessage, { type: 'new_chunk' }>;
const isChunk = (m: ServerMessage): m is Chunk => m.type === 'new_chunk';
const says = (sentence: SpeechSentence) => (text: string) =>
  keyWordsHeard(sentence, text).length === sentence.keyWords.length;

describe.skipIf(unavailable)(`hearing through an outage ${unavailable?.reason ?? ''}`, () => {
  let peer: PocketsphinxPeer;
  let t: TestApp;
  let base: string;
  let a: SignedIn;
  beforeAll(async () => {
    peer = await startPocketsphinxPeer();
    const env = { SPEECH_PROVIDER: 'openai', TRANSCRIBE_BASE_URL: peer.url, TRANSCRIBE_PARTIAL_MS: '0' };
    t = await buildTestApp({
      config: { speech: loadConfig(env).speech },
      liveAssistant: { enabled: false },
      speechRecovery: { everyMs: 300, firstWaitMs: 300, maxWaitMs: 1000 },
    });
    base = await listenOnLoopback(t.app);
    a = await t.factories.user();
  });
  afterAll(async () => {
    await t?.close();
    await peer?.close();
  });

  const recordingSession = async () => (await consentedSession(t, a)).id;
  const transcript = async (sessionId: string): Promise<ConversationChunkDto[]> =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/sessions/${sessionId}/conversation`,
        headers: a.headers,
      })
    ).json();
  const spoken = async (sentence: SpeechSentence) =>
    Buffer.concat([silencePcm(600), await synthesizePcm(sentence.text, { voice: VOICE }), silencePcm(900)]);
  const byTime = (lines: ConversationChunkDto[]) =>
    [...lines].sort((x, y) => Date.parse(x.timestamp) - Date.parse(y.timestamp) || x.seq - y.seq);

  it('fills what the provider missed by itself, in its place, tells every screen, and adds nothing twice', async () => {
    if (!first || !second || !third) throw new Error('three sentences');
    const sessionId = await recordingSession();
    const screen = await openLive(base, { cookie: a.cookie, sessionId });
    const tab = await openAudioSocket(base, {
      cookie: a.cookie,
      query: { sessionId, action: 'audio-stream', audioType: 'system_audio', streamId: randomUUID() },
    });
    // A capture sends all the time, silence too: what was not sent while the test waited goes first.
    const started = Date.now();
    let sentMs = 0;
    const send = async (pcm: Buffer) => {
      const behindMs = Date.now() - started - sentMs;
      if (behindMs > 40) await sendPaced(silencePcm(behindMs), tab.sendPcm, { frameMs: 40, pace: 20 });
      sentMs += Math.max(0, behindMs) + pcm.length / 32;
      await sendPaced(pcm, tab.sendPcm, { frameMs: 40, pace: 1 });
    };

    await send(await spoken(first));
    await screen.waitFor((m): m is Chunk => isChunk(m) && says(first)(m.data.text), 20_000);

    peer.setDown(503);
    await send(await spoken(second));
    // Given up after its retries: the second screen hears the spec's `error` and how far behind.
    const trouble = await screen.waitFor((m) => m.type === 'error', 20_000);
    expect(trouble.data).toMatchObject({ code: 'unavailable' });
    const behind = await screen.waitFor(
      (m) => m.type === 'transcription_status' && m.data.behindSeconds > 0,
      5_000,
    );
    expect(behind.type === 'transcription_status' && behind.data.trouble).toMatch(/unavailable/);
    const backlog = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${sessionId}/transcription`,
      headers: a.headers,
    });
    expect(backlog.json().behindSeconds).toBeGreaterThan(0);
    // Typed while the provider was away, after the second sentence was said.
    await t.app.services.interviews.conversation.addChunk(a.user.id, sessionId, {
      text: 'Noted: payments background',
      speaker: 'interviewer',
    });

    peer.setDown(undefined);
    await send(await spoken(third));
    await screen.waitFor((m): m is Chunk => isChunk(m) && says(second)(m.data.text), 20_000);
    await screen.waitFor((m) => m.type === 'transcription_status' && m.data.behindSeconds === 0, 20_000);
    await screen.waitFor((m): m is Chunk => isChunk(m) && says(third)(m.data.text), 20_000);

    const lines = await transcript(sessionId);
    expect(lines).toHaveLength(4);
    // In the order things were said: the recovered line before the typed one, typed before the third.
    const order = byTime(lines).map((l) =>
      says(first)(l.text) ? 1 : says(second)(l.text) ? 2 : says(third)(l.text) ? 3 : 'typed',
    );
    expect(order).toEqual([1, 2, 'typed', 3]);
    expect(
      lines
        .filter((l) => l.speaker === 'candidate')
        .every((l) => /^speech:candidate@\d+-\d+$/.test(l.clientChunkId)),
    ).toBe(true);

    // Running the whole recording again (`npm run transcribe -- --all`) adds nothing.
    const audio = await findRecordedAudio(
      { store: t.app.services.storage.store, tracks: createTracksRepository(t.database.db) },
      sessionId,
      'candidate',
    );
    if (!audio) throw new Error('no recording');
    const deps = {
      provider: t.app.services.speech.provider ?? {},
      language: 'en-US',
      diarize: false,
      addChunk: t.app.services.interviews.conversation.addChunk,
      linesOf: createSpokenLines(t.database.db),
    };
    const job = { userId: a.user.id, sessionId, speaker: 'candidate' as const, audio };
    const again = await transcribeStretch(deps, {
      ...job,
      stretch: { start: 0, end: audio.bytes, beganAt: new Date() },
    });
    expect(again).toEqual({ added: 0, already: 3 });
    expect(await transcript(sessionId)).toHaveLength(4);
    tab.socket.close(1000);
    screen.close();
  }, 120_000);

  it('keeps an utterance whole when its socket drops in the middle and comes back', async () => {
    if (!fourth) throw new Error('four sentences');
    const sessionId = await recordingSession();
    const screen = await openLive(base, { cookie: a.cookie, sessionId });
    const query = { sessionId, action: 'audio-stream', audioType: 'system_audio', streamId: randomUUID() };
    const pcm = await spoken(fourth);
    const half = Math.floor(pcm.length / 4) * 2;
    const dropped = await openAudioSocket(base, { cookie: a.cookie, query });
    await sendPaced(pcm.subarray(0, half), dropped.sendPcm, { frameMs: 40, pace: 4 });
    await dropped.waitFor((m) => m.type === 'audio_processed' && m.data.bytes === half);
    dropped.socket.terminate();
    const back = await openAudioSocket(base, { cookie: a.cookie, query });
    const told = await back.waitFor((m) => m.type === 'audio_processed');
    expect(told.data.bytes).toBe(half);
    await sendPaced(pcm.subarray(half), back.sendPcm, { frameMs: 40, pace: 4 });

    const line = await screen.waitFor((m): m is Chunk => isChunk(m) && says(fourth)(m.data.text), 20_000);
    expect(line.data.speaker).toBe('candidate');
    expect(await transcript(sessionId)).toHaveLength(1);
    back.socket.close(1000);
    screen.close();
  }, 60_000);
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConversationChunkDto } from '#contracts/realtime.ts';
import { createAzureSpeechProvider } from '#server/speech/providers/azure/azure-speech.provider.ts';
import { FakeAzureSpeech } from '#server/speech/testing/fake-azure-speech.ts';
import { frames, silence, speechBurst } from '#server/speech/testing/synthetic-audio.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { listenOnLoopback } from '#server/test/live-client.ts';
import { openAudioSocket, rampPcm } from '../ingest/testing/audio-socket-client.ts';
import { createScriptedProvider } from '../ingest/testing/scripted-provider.ts';
import { buildSpeechTestApp, type SpeechTestApp } from '../ingest/testing/speech-test-app.ts';
import { createGapsRepository } from '../recovery/gaps.repository.ts';
import { createSpokenLines } from '../recovery/spoken-lines.ts';
import { SpeechError } from '../speech-provider.ts';
import { findRecordedAudio } from './recorded-audio.ts';
import { createTracksRepository } from './tracks.repository.ts';
import { transcribeStretch } from './transcribe-recorded.ts';

describe('transcribing recorded audio after a provider outage', () => {
  // Recorded audio is "heard" as one line per 1600 bytes, naming its first sample.
  const scripted = createScriptedProvider({
    transcribe: (pcm) =>
      Array.from({ length: Math.floor(pcm.length / 1600) }, (_, i) => ({
        text: `Line from sample ${pcm.readInt16LE(i * 1600)}.`,
        isFinal: true,
        offsetMs: i * 50,
      })),
  });
  let t: SpeechTestApp;
  let base: string;
  let a: SignedIn;
  beforeAll(async () => {
    t = await buildSpeechTestApp({ speechProvider: scripted.provider });
    base = await listenOnLoopback(t.app);
    a = await t.factories.user();
  });
  afterAll(() => t.close());

  const transcript = async (sessionId: string): Promise<ConversationChunkDto[]> =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/sessions/${sessionId}/conversation`,
        headers: a.headers,
      })
    ).json();

  /**
   * A candidate heard live for 3200 bytes until the provider fails; `missed` is recorded but not
   * transcribed. Resolves to the recorded audio with its one gap.
   */
  async function recordAroundAnOutage(missed: Buffer) {
    const session = await t.factories.session(a.user.id);
    await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/recording-consent`,
      headers: a.headers,
    });
    const opened = scripted.streams.length;
    const socket = await openAudioSocket(base, {
      cookie: a.cookie,
      query: { sessionId: session.id, action: 'audio-stream', audioType: 'system_audio' },
    });
    const stream = await scripted.stream(opened);
    socket.sendPcm(rampPcm(3200, 0));
    await stream.received(3200);
    stream.result({ text: 'Heard live.', isFinal: true });
    // A line with its place in the recording waits for its audio to be placed (a second at a time).
    await vi.waitFor(async () => expect(await transcript(session.id)).toHaveLength(1), {
      timeout: 10_000,
      interval: 50,
    });
    stream.error(new SpeechError('unavailable', 'The speech service is unavailable (503)', true));
    await socket.waitFor((m) => m.type === 'error');
    for (const frame of frames(missed, 500)) socket.sendPcm(frame);
    const total = 3200 + missed.length;
    await socket.waitFor((m) => m.type === 'audio_processed' && m.data.bytes === total);
    socket.socket.close(1000);
    await socket.closed;

    const where = { store: t.app.services.storage.store, tracks: createTracksRepository(t.database.db) };
    // Recorded once its audio is placed in the track (a second at a time, later under load).
    const [gap] = await vi.waitFor(
      async () => {
        const found = await createGapsRepository(t.database.db).of(session.id, 'candidate');
        expect(found).toHaveLength(1);
        return found;
      },
      { timeout: 10_000, interval: 50 },
    );
    const audio = await findRecordedAudio(where, session.id, 'candidate');
    if (!audio || !gap) throw new Error('no recorded audio');
    expect([gap.startByte, gap.endByte]).toEqual([3200, total]);
    const job = {
      userId: a.user.id,
      sessionId: session.id,
      speaker: 'candidate' as const,
      audio,
      stretch: { start: gap.startByte, end: gap.endByte, beganAt: gap.beganAt },
    };
    return { session, job };
  }

  it('adds what the server missed as the participant’s lines, once however often it runs', async () => {
    const { session, job } = await recordAroundAnOutage(rampPcm(3200, 1600));
    const deps = {
      provider: scripted.provider,
      language: 'en-US',
      diarize: false,
      addChunk: t.app.services.interviews.conversation.addChunk,
      linesOf: createSpokenLines(t.database.db),
    };
    expect(await transcribeStretch(deps, job)).toEqual({ added: 2, already: 0 });
    expect(scripted.transcribed.at(-1)?.equals(rampPcm(3200, 1600))).toBe(true);
    expect(await transcribeStretch(deps, job)).toEqual({ added: 0, already: 2 });

    const lines = await transcript(session.id);
    expect(lines.map((c) => [c.speaker, c.text, c.clientChunkId])).toEqual([
      ['candidate', 'Heard live.', expect.stringMatching(/^speech:[0-9a-f-]{36}:1$/)],
      ['candidate', 'Line from sample -28400.', 'speech:candidate@3200-3202'],
      ['candidate', 'Line from sample -27600.', 'speech:candidate@4800-4802'],
    ]);
    // Timed from the moment the stretch was heard, one line 50 ms after the other.
    const [, first, second] = lines;
    expect(Date.parse(second?.timestamp ?? '') - Date.parse(first?.timestamp ?? '')).toBe(50);
  });

  it('adds the lines Azure Speech hears in the recording, with its speaker labels', async () => {
    const speech = [speechBurst(900, 400), silence(700), speechBurst(600, 400)];
    const missed = Buffer.concat([silence(300), ...speech, silence(700)]);
    const { session, job } = await recordAroundAnOutage(missed);
    const fake = new FakeAzureSpeech({
      phrases: [
        { text: 'I led the migration.', speakerId: 'Guest-1' },
        { text: 'Tell me more.', speakerId: 'Guest-2' },
      ],
    });
    try {
      const endpoint = await fake.start();
      const azure = createAzureSpeechProvider({
        key: 'fake-key',
        region: undefined,
        endpoint,
        diarize: true,
      });
      const deps = {
        provider: azure,
        language: 'en-US',
        diarize: true,
        addChunk: t.app.services.interviews.conversation.addChunk,
        linesOf: createSpokenLines(t.database.db),
      };
      expect(await transcribeStretch(deps, job)).toEqual({ added: 2, already: 0 });
      expect(fake.connections).toMatchObject([{ audioBytes: missed.length, ended: true }]);
    } finally {
      await fake.close();
    }

    const lines = await transcript(session.id);
    expect(lines.map((c) => [c.text, c.speakerName, c.clientChunkId])).toEqual([
      ['Heard live.', null, expect.stringMatching(/^speech:[0-9a-f-]{36}:1$/)],
      ['I led the migration.', 'Guest-1', expect.stringMatching(/^speech:candidate@\d+-\d+$/)],
      ['Tell me more.', 'Guest-2', expect.stringMatching(/^speech:candidate@\d+-\d+$/)],
    ]);
    // Timed by the offsets the service gave: the second utterance began 1.6 s after the first.
    const [live, first, second] = lines;
    expect(Date.parse(second?.timestamp ?? '') - Date.parse(first?.timestamp ?? '')).toBe(1600);
    // Each keeps how long it was spoken, its place in the recording (32 bytes of PCM a millisecond).
    expect(live?.durationMs).toBeNull();
    for (const line of [first, second]) {
      const [, start, end] = /@(\d+)-(\d+)$/.exec(line?.clientChunkId ?? '') ?? [];
      expect(line?.durationMs).toBe(Math.round((Number(end) - Number(start)) / 32));
      expect(line?.durationMs).toBeGreaterThan(100);
    }
  });
});

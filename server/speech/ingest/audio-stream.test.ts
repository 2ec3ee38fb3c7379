import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '#contracts/realtime.ts';
import type { Speaker } from '#contracts/sessions.ts';
import { AUDIO_FRAME_MAX_BYTES } from '#contracts/speech.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { listenOnLoopback, openLive } from '#server/test/live-client.ts';
import { trackPcm } from '../recordings/testing/track-pcm.ts';
import { createGapsRepository } from '../recovery/gaps.repository.ts';
import { SpeechError } from '../speech-provider.ts';
import { openAudioSocket, rampPcm } from './testing/audio-socket-client.ts';
import { createScriptedProvider } from './testing/scripted-provider.ts';
import { buildSpeechTestApp, consentedSession, type SpeechTestApp } from './testing/speech-test-app.ts';

type Chunk = Extract<ServerMessage, { type: 'new_chunk' }>;
const isChunk =
  (text: string) =>
  (m: ServerMessage): m is Chunk =>
    m.type === 'new_chunk' && m.data.text === text;

describe('audio frames through the ingest', () => {
  const scripted = createScriptedProvider();
  let t: SpeechTestApp;
  let base: string;
  let a: SignedIn;
  beforeAll(async () => {
    t = await buildSpeechTestApp({ speechProvider: scripted.provider });
    base = await listenOnLoopback(t.app);
    a = await t.factories.user();
  });
  afterAll(() => t.close());

  /** The participant's stored track once it holds `bytes` of audio (stored a second at a time, later under load). */
  const spooled = (sessionId: string, speaker: Speaker, bytes: number) =>
    vi.waitFor(
      async () => {
        const pcm = await trackPcm(
          { db: t.database.db, store: t.app.services.storage.store },
          sessionId,
          speaker,
        );
        expect(pcm.length).toBe(bytes);
        return pcm;
      },
      { timeout: 10_000, interval: 50 },
    );
  const recordingSession = () => consentedSession(t, a);
  const tab = (sessionId: string, audioType = 'system_audio') => ({
    cookie: a.cookie,
    query: { sessionId, action: 'audio-stream', audioType },
  });

  it('turns tab audio into the mapped speaker’s chunks on every screen, with partials and byte counts', async () => {
    const session = await recordingSession();
    const screen = await openLive(base, { cookie: a.cookie, sessionId: session.id });
    const opened = scripted.streams.length;
    const socket = await openAudioSocket(base, tab(session.id));
    const stream = await scripted.stream(opened);
    const audio = rampPcm(3 * 3200);
    for (let at = 0; at < audio.length; at += 3200) socket.sendPcm(audio.subarray(at, at + 3200));
    await stream.received(audio.length);
    expect(stream.audio().equals(audio)).toBe(true);
    expect(stream.options.language).toBe(t.config.speech.language);

    stream.result({ text: 'I led the', isFinal: false });
    const partial = await screen.waitFor((m) => m.type === 'partial_transcription');
    expect(partial.data).toMatchObject({ speaker: 'candidate', speakerName: null, text: 'I led the' });
    stream.result({ text: 'I led the migration.', isFinal: true, speakerLabel: 'Guest-1' });
    const chunk = (await screen.waitFor(isChunk('I led the migration.'))) as Chunk;
    expect(chunk.data).toMatchObject({ speaker: 'candidate', speakerName: 'Guest-1' });
    expect(chunk.data.clientChunkId).toMatch(/^speech:[0-9a-f-]{36}:1$/);
    const streamId = 'streamId' in partial.data ? partial.data.streamId : '';
    expect(chunk.data.clientChunkId).toBe(`speech:${streamId}:1`);
    // Without offsets its length in the recording is not known: talk balance estimates it from words.
    expect(chunk.data.durationMs).toBeNull();
    const received = await screen.waitFor((m) => m.type === 'transcription_received');
    expect(received.data).toEqual({
      speaker: 'candidate',
      speakerName: 'Guest-1',
      streamId,
      chunkId: chunk.data.id,
    });

    // With offsets, the line keeps how long it was spoken (its place in the recording).
    stream.result({ text: 'It took two quarters.', isFinal: true, offsetMs: 100, durationMs: 180 });
    const timed = (await screen.waitFor(isChunk('It took two quarters.'))) as Chunk;
    expect(timed.data.clientChunkId).toMatch(/^speech:candidate@\d+-\d+$/);
    expect(timed.data.durationMs).toBe(180);

    await socket.waitFor((m) => m.type === 'audio_processed' && m.data.bytes === audio.length);
    expect((await spooled(session.id, 'candidate', audio.length)).equals(audio)).toBe(true);
    socket.socket.close(1000);
    screen.close();
  });

  it('follows the audio source mappings: swapped, the microphone is the candidate', async () => {
    const session = await recordingSession();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${session.id}`,
      headers: a.headers,
      payload: { audioSourceMappings: { mic: 'candidate', speaker: 'interviewer' } },
    });
    const screen = await openLive(base, { cookie: a.cookie, sessionId: session.id });
    const opened = scripted.streams.length;
    const mic = await openAudioSocket(base, tab(session.id, 'mic_audio'));
    const stream = await scripted.stream(opened);
    mic.sendPcm(rampPcm(640));
    await stream.received(640);
    stream.result({ text: 'Happy to be here.', isFinal: true });
    const chunk = (await screen.waitFor(isChunk('Happy to be here.'))) as Chunk;
    expect(chunk.data.speaker).toBe('candidate');
    await spooled(session.id, 'candidate', 640);
    mic.socket.close(1000);
    screen.close();
  });

  it('answers bad frames with an error, keeps the socket open and loses none of the good audio', async () => {
    const session = await recordingSession();
    const opened = scripted.streams.length;
    const socket = await openAudioSocket(base, tab(session.id));
    const stream = await scripted.stream(opened);
    const good = [rampPcm(320, 0), rampPcm(640, 160), rampPcm(320, 480)];
    socket.sendPcm(good[0] as Buffer);
    socket.sendPcm(Buffer.alloc(321));
    socket.sendPcm(good[1] as Buffer);
    socket.sendPcm(Buffer.alloc(AUDIO_FRAME_MAX_BYTES + 2));
    socket.sendText('{"type":"audio_chunk"}');
    socket.sendPcm(good[2] as Buffer);
    const all = Buffer.concat(good);
    await socket.waitFor((m) => m.type === 'audio_processed' && m.data.bytes === all.length);
    const errors = socket.messages.filter((m) => m.type === 'error').map((m) => m.data);
    expect(errors).toEqual([
      { error: 'Audio frames are 16-bit samples: send an even number of bytes', code: 'bad_audio' },
      { error: 'Audio frames hold at most one second (32000 bytes of 16 kHz PCM)', code: 'bad_audio' },
      { error: 'Send audio as binary frames of 16 kHz 16-bit PCM', code: 'bad_request' },
    ]);
    expect(socket.socket.readyState).toBe(socket.socket.OPEN);
    expect(stream.audio().equals(all)).toBe(true);
    expect((await spooled(session.id, 'candidate', all.length)).equals(all)).toBe(true);
    socket.socket.close(1000);
  });

  it('reports a provider refusal on the socket and keeps recording what follows', async () => {
    const session = await recordingSession();
    const screen = await openLive(base, { cookie: a.cookie, sessionId: session.id });
    const opened = scripted.streams.length;
    const socket = await openAudioSocket(base, tab(session.id));
    const stream = await scripted.stream(opened);
    socket.sendPcm(rampPcm(3200));
    await stream.received(3200);
    stream.result({ text: 'Before the outage.', isFinal: true });
    await screen.waitFor(isChunk('Before the outage.'));
    stream.error(
      new SpeechError('rate_limited', 'The speech service is busy (429); the audio is kept', true),
    );
    const refused = await socket.waitFor((m) => m.type === 'error');
    expect(refused.data).toEqual({
      error: 'The speech service is busy (429); the audio is kept',
      code: 'rate_limited',
    });
    socket.sendPcm(rampPcm(6400, 1600));
    await socket.waitFor((m) => m.type === 'audio_processed' && m.data.bytes === 9600);
    await spooled(session.id, 'candidate', 9600);
    // The provider is back: the next utterance is transcribed as usual.
    stream.result({ text: 'After the outage.', isFinal: true });
    await screen.waitFor(isChunk('After the outage.'));
    // What was said since the last final before the refusal is a gap, filled by the server later.
    // Recorded once its audio is placed in the track (a second at a time, later under load).
    const noted = await vi.waitFor(
      async () => {
        const found = await createGapsRepository(t.database.db).of(session.id, 'candidate');
        expect(found).toHaveLength(1);
        return found;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(noted.map(({ startByte, endByte }) => [startByte, endByte])).toEqual([[3200, 9600]]);
    socket.socket.close(1000);
    screen.close();
  });

  it('records even when the provider cannot start, and says so', async () => {
    const failing = createScriptedProvider({
      openError: () => new SpeechError('unauthorized', 'The speech service refused the key (401)', false),
    });
    const other = await buildSpeechTestApp({ speechProvider: failing.provider });
    try {
      const otherBase = await listenOnLoopback(other.app);
      const user = await other.factories.user();
      const session = await other.factories.session(user.user.id);
      await other.app.inject({
        method: 'POST',
        url: `/api/sessions/${session.id}/recording-consent`,
        headers: user.headers,
      });
      const query = { sessionId: session.id, action: 'start_streaming', speaker: 'interviewer' };
      const socket = await openAudioSocket(otherBase, { cookie: user.cookie, query });
      await socket.waitFor((m) => m.type === 'error' && m.data.code === 'unauthorized');
      socket.sendChunk(rampPcm(640));
      await socket.waitFor((m) => m.type === 'audio_processed' && m.data.bytes === 640);
      const where = { db: other.database.db, store: other.app.services.storage.store };
      await vi.waitFor(async () =>
        expect((await trackPcm(where, session.id, 'interviewer')).length).toBe(640),
      );
      socket.socket.close(1000);
    } finally {
      await other.close();
    }
  });
});

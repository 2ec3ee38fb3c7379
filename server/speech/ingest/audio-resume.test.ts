import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AudioExportDto } from '#contracts/candidate-scorecards.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { listenOnLoopback } from '#server/test/live-client.ts';
import { trackPcm } from '../recordings/testing/track-pcm.ts';
import { WAV_HEADER_BYTES } from '../wav.ts';
import { type AudioSocketClient, openAudioSocket, rampPcm } from './testing/audio-socket-client.ts';
import { createScriptedProvider } from './testing/scripted-provider.ts';
import {
  buildSpeechTestApp,
  closeAndSettle,
  consentedSession,
  type SpeechTestApp,
} from './testing/speech-test-app.ts';

const FRAME = 3200;

/** Reconnects of one upload (`streamId`): the server says what it has, the client sends the rest. */
describe('an audio upload resumed on a new socket', () => {
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

  const recordingSession = (who: SignedIn = a) => consentedSession(t, who);
  const tab = (sessionId: string, streamId?: string, who: SignedIn = a, audioType = 'system_audio') =>
    openAudioSocket(base, {
      cookie: who.cookie,
      query: { sessionId, action: 'audio-stream', audioType, ...(streamId && { streamId }) },
    });
  /** The socket's first message: what the server already took of the upload. */
  const firstCount = async (socket: AudioSocketClient) => {
    const first = await socket.waitFor(() => true);
    if (first.type !== 'audio_processed') throw new Error(`the first message was ${first.type}`);
    return first.data.bytes;
  };
  const sendFrames = (socket: AudioSocketClient, pcm: Buffer) => {
    for (let at = 0; at < pcm.length; at += FRAME) socket.sendPcm(pcm.subarray(at, at + FRAME));
  };
  const processed = (socket: AudioSocketClient, bytes: number) =>
    socket.waitFor((m) => m.type === 'audio_processed' && m.data.bytes === bytes);
  /** The stored track once it holds `bytes` (stored a second at a time, later under load). */
  const spooled = (sessionId: string, bytes: number) =>
    vi.waitFor(
      async () => {
        const pcm = await trackPcm(
          { db: t.database.db, store: t.app.services.storage.store },
          sessionId,
          'candidate',
        );
        expect(pcm.length).toBe(bytes);
        return pcm;
      },
      { timeout: 10_000, interval: 50 },
    );

  it('tells a reconnect what the dropped socket delivered, so the recording holds each byte once', async () => {
    const session = await recordingSession();
    const streamId = randomUUID();
    const audio = rampPcm(10 * FRAME);
    const opened = scripted.streams.length;
    const first = await tab(session.id, streamId);
    expect(await firstCount(first)).toBe(0);
    sendFrames(first, audio.subarray(0, 3 * FRAME));
    await processed(first, 3 * FRAME);
    // Two more frames arrive, but the socket drops before the server says so.
    sendFrames(first, audio.subarray(3 * FRAME, 5 * FRAME));
    await (await scripted.stream(opened)).received(5 * FRAME);
    first.socket.terminate();

    const second = await tab(session.id, streamId);
    const had = await firstCount(second);
    expect(had).toBe(5 * FRAME);
    sendFrames(second, audio.subarray(had));
    // The count is the upload's: earlier sockets' bytes included.
    await processed(second, audio.length);
    expect((await spooled(session.id, audio.length)).equals(audio)).toBe(true);
    second.socket.close(1000);
    await second.closed;

    await closeAndSettle(t, a, session.id);
    const files: AudioExportDto[] = (
      await t.app.inject({
        method: 'GET',
        url: `/api/sessions/${session.id}/audio-exports`,
        headers: a.headers,
      })
    ).json();
    expect(files).toHaveLength(1);
    const wav = (await t.app.inject({ method: 'GET', url: files[0]?.url ?? '' })).rawPayload;
    expect(wav.subarray(WAV_HEADER_BYTES).equals(audio)).toBe(true);
  });

  it('takes the upload over from a socket whose drop the server has not noticed yet', async () => {
    const session = await recordingSession();
    const streamId = randomUUID();
    const audio = rampPcm(6 * FRAME, 5);
    const stale = await tab(session.id, streamId);
    sendFrames(stale, audio.subarray(0, 2 * FRAME));
    await processed(stale, 2 * FRAME);

    const fresh = await tab(session.id, streamId);
    expect(await firstCount(fresh)).toBe(2 * FRAME);
    // Whatever still comes in on the old socket is not taken.
    stale.sendPcm(rampPcm(FRAME, 40_000));
    expect((await stale.closed).code).toBe(1008);
    sendFrames(fresh, audio.subarray(2 * FRAME));
    await processed(fresh, audio.length);
    expect((await spooled(session.id, audio.length)).equals(audio)).toBe(true);
    fresh.socket.close(1000);
  });

  it('starts every other user’s, session’s or channel’s upload at 0, whatever its streamId', async () => {
    const session = await recordingSession();
    const streamId = randomUUID();
    const first = await tab(session.id, streamId);
    sendFrames(first, rampPcm(FRAME));
    await processed(first, FRAME);

    const b = await t.factories.user();
    const others = [
      await tab((await recordingSession()).id, streamId),
      await tab(session.id, streamId, a, 'mic_audio'),
      await tab((await recordingSession(b)).id, streamId, b),
    ];
    for (const other of others) {
      expect(await firstCount(other)).toBe(0);
      other.socket.close(1000);
    }
    // The upload itself was left alone.
    expect(first.socket.readyState).toBe(first.socket.OPEN);
    first.socket.close(1000);
    await first.closed;
    const again = await tab(session.id, streamId);
    expect(await firstCount(again)).toBe(FRAME);
    again.socket.close(1000);
  });

  it('counts each socket from 0 when the client names no upload', async () => {
    const session = await recordingSession();
    const first = await tab(session.id);
    expect(await firstCount(first)).toBe(0);
    sendFrames(first, rampPcm(FRAME));
    await processed(first, FRAME);
    first.socket.close(1000);
    await first.closed;

    const second = await tab(session.id);
    expect(await firstCount(second)).toBe(0);
    second.sendPcm(rampPcm(640, FRAME / 2));
    await processed(second, 640);
    second.socket.close(1000);
  });

  it('answers a record button’s socket with the count first, then ready', async () => {
    const session = await recordingSession();
    const streamId = randomUUID();
    const query = { sessionId: session.id, action: 'start_streaming', speaker: 'candidate', streamId };
    const first = await openAudioSocket(base, { cookie: a.cookie, query });
    await first.waitFor((m) => m.type === 'ready');
    expect(first.messages.slice(0, 2).map((m) => m.type)).toEqual(['audio_processed', 'ready']);
    first.sendChunk(rampPcm(640));
    await processed(first, 640);
    first.socket.terminate();
    await first.closed;

    const second = await openAudioSocket(base, { cookie: a.cookie, query });
    expect(await firstCount(second)).toBe(640);
    second.sendChunk(rampPcm(640, 320));
    await processed(second, 1280);
    expect((await spooled(session.id, 1280)).equals(rampPcm(1280))).toBe(true);
    second.socket.close(1000);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AudioExportDto } from '#contracts/candidate-scorecards.ts';
import type { ServerMessage } from '#contracts/realtime.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { openLive } from '#server/test/live-client.ts';
import { testDatabaseKind } from '#server/test/test-db.ts';
import { readWavHeader, WAV_HEADER_BYTES } from '../wav.ts';
import { openAudioSocket, rampPcm } from './testing/audio-socket-client.ts';
import { createScriptedProvider } from './testing/scripted-provider.ts';
import { type SpeechTestApp, twoSpeechInstances } from './testing/speech-test-app.ts';

/** Decision 013 and 031: audio on one instance, screens and the close on another. */
describe.skipIf(testDatabaseKind !== 'postgres')('audio on one instance, the dashboard on another', () => {
  const scripted = createScriptedProvider();
  let a: SpeechTestApp;
  let b: SpeechTestApp;
  let user: SignedIn;
  let baseA: string;
  let baseB: string;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ a, b, baseA, baseB, close } = await twoSpeechInstances({ a: { speechProvider: scripted.provider } }));
    user = await a.factories.user();
  });
  afterAll(() => close?.());

  it('shows A’s partials and lines on B, and exports on A when B closes the session', async () => {
    const session = await a.factories.session(user.user.id);
    const post = (t: SpeechTestApp, url: string) =>
      t.app.inject({ method: 'POST', url, headers: user.headers });
    await post(b, `/api/sessions/${session.id}/recording-consent`);
    const screen = await openLive(baseB, { cookie: user.cookie, sessionId: session.id });
    // B's screen is live once an event reached it.
    await b.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/text`,
      headers: user.headers,
      payload: { text: 'Welcome.', speaker: 'interviewer' },
    });
    await screen.waitFor((m) => m.type === 'new_chunk');

    const opened = scripted.streams.length;
    const tab = await openAudioSocket(baseA, {
      cookie: user.cookie,
      query: { sessionId: session.id, action: 'audio-stream', audioType: 'system_audio' },
    });
    const stream = await scripted.stream(opened);
    const audio = rampPcm(16_000);
    for (let at = 0; at < audio.length; at += 3200) tab.sendPcm(audio.subarray(at, at + 3200));
    await stream.received(audio.length);
    stream.result({ text: 'We moved the', isFinal: false });
    const partial = await screen.waitFor((m) => m.type === 'partial_transcription');
    expect(partial.data).toMatchObject({ speaker: 'candidate', text: 'We moved the' });
    stream.result({ text: 'We moved the billing system.', isFinal: true });
    await screen.waitFor(
      (m: ServerMessage) => m.type === 'new_chunk' && m.data.text === 'We moved the billing system.',
    );
    await screen.waitFor((m) => m.type === 'transcription_received');

    expect((await post(b, `/api/sessions/${session.id}/close`)).statusCode).toBe(200);
    expect((await tab.closed).code).toBe(1000);
    const files: AudioExportDto[] = await vi.waitFor(
      async () => {
        const res = await b.app.inject({
          method: 'GET',
          url: `/api/sessions/${session.id}/audio-exports`,
          headers: user.headers,
        });
        const listed: AudioExportDto[] = res.json();
        expect(listed).toHaveLength(1);
        return listed;
      },
      { timeout: 10_000 },
    );
    const wav = (await b.app.inject({ method: 'GET', url: files[0]?.url ?? '' })).rawPayload;
    expect(readWavHeader(wav)?.dataBytes).toBe(audio.length);
    screen.close();
  });

  it('resumes an upload on the other instance from the stored count; each track exported once, whole', async () => {
    const session = await a.factories.session(user.user.id);
    const post = (t: SpeechTestApp, url: string) =>
      t.app.inject({ method: 'POST', url, headers: user.headers });
    await post(a, `/api/sessions/${session.id}/recording-consent`);
    const mic = rampPcm(48_000, 3);
    const tab = rampPcm(32_000, 9);
    const query = (audioType: string, streamId: string) => ({
      cookie: user.cookie,
      query: { sessionId: session.id, action: 'audio-stream', audioType, streamId },
    });
    const send = (socket: Awaited<ReturnType<typeof openAudioSocket>>, pcm: Buffer) => {
      for (let at = 0; at < pcm.length; at += 1600) socket.sendPcm(pcm.subarray(at, at + 1600));
    };
    const micId = randomUUID();
    const onA = await openAudioSocket(baseA, query('mic_audio', micId));
    await onA.waitFor((m) => m.type === 'audio_processed');
    send(onA, mic.subarray(0, 24_000));
    await onA.waitFor((m) => m.type === 'audio_processed' && m.data.bytes === 24_000);
    // More arrives on A, then the socket drops and comes back through the load balancer to B.
    send(onA, mic.subarray(24_000, 30_000));
    onA.socket.terminate();
    const onB = await openAudioSocket(baseB, query('mic_audio', micId));
    const first = await onB.waitFor(() => true);
    const resumeAt = first.type === 'audio_processed' ? first.data.bytes : -1;
    expect(resumeAt).toBeGreaterThanOrEqual(24_000);
    expect(resumeAt).toBeLessThanOrEqual(30_000);
    send(onB, mic.subarray(resumeAt));
    // The tab streams to B meanwhile.
    const tabOnB = await openAudioSocket(baseB, query('system_audio', randomUUID()));
    await tabOnB.waitFor((m) => m.type === 'audio_processed');
    send(tabOnB, tab);
    await onB.waitFor((m) => m.type === 'audio_processed' && m.data.bytes === mic.length);
    await tabOnB.waitFor((m) => m.type === 'audio_processed' && m.data.bytes === tab.length);

    // Closed through A, which holds none of the open sockets; both instances try to export.
    expect((await post(a, `/api/sessions/${session.id}/close`)).statusCode).toBe(200);
    await Promise.all([
      a.app.services.speech.recordings.settled(session.id),
      b.app.services.speech.recordings.resume(),
    ]);
    await b.app.services.speech.recordings.settled(session.id);
    const res = await a.app.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}/audio-exports`,
      headers: user.headers,
    });
    const files: AudioExportDto[] = res.json();
    expect(files.map((f) => f.speaker).sort()).toEqual(['candidate', 'interviewer']);
    for (const [speaker, pcm] of [
      ['interviewer', mic],
      ['candidate', tab],
    ] as const) {
      const file = files.find((f) => f.speaker === speaker);
      const wav = (await b.app.inject({ method: 'GET', url: file?.url ?? '' })).rawPayload;
      expect(wav.subarray(WAV_HEADER_BYTES).equals(pcm), `${speaker}: one track, each byte once`).toBe(true);
    }
  });
});

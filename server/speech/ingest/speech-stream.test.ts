import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerMessage } from '#contracts/realtime.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { listenOnLoopback, openLive } from '#server/test/live-client.ts';
import { openAudioSocket, rampPcm } from './testing/audio-socket-client.ts';
import { createScriptedProvider } from './testing/scripted-provider.ts';
import { buildSpeechTestApp, consentedSession, type SpeechTestApp } from './testing/speech-test-app.ts';

const isChunk = (text: string) => (m: ServerMessage) => m.type === 'new_chunk' && m.data.text === text;

describe('the record buttons (start_streaming), partials from the browser, floods and the end of a session', () => {
  // The last words of a stream arrive as it ends, as a real provider's last final does.
  const scripted = createScriptedProvider({
    diarizes: true,
    atEnd: (stream) => stream.result({ text: 'Thank you.', isFinal: true }),
  });
  let t: SpeechTestApp;
  let base: string;
  let a: SignedIn;
  beforeAll(async () => {
    t = await buildSpeechTestApp({
      speechProvider: scripted.provider,
      audio: { framesBurst: 20, framesPerSecond: 1 },
    });
    base = await listenOnLoopback(t.app);
    a = await t.factories.user();
  });
  afterAll(() => t.close());

  const recordingSession = () => consentedSession(t, a);
  const record = (sessionId: string, speaker = 'interviewer') =>
    openAudioSocket(base, { cookie: a.cookie, query: { sessionId, action: 'start_streaming', speaker } });

  it('says ready, echoes partial and final transcriptions to the sender and commits the final', async () => {
    const session = await recordingSession();
    const screen = await openLive(base, { cookie: a.cookie, sessionId: session.id });
    const opened = scripted.streams.length;
    const socket = await record(session.id);
    expect((await socket.waitFor((m) => m.type === 'ready')).data).toEqual({ provider: 'azure' });
    const stream = await scripted.stream(opened);
    socket.sendChunk(rampPcm(1600));
    await stream.received(1600);
    stream.result({ text: 'Tell me about', isFinal: false });
    stream.result({ text: 'Tell me about your last project.', isFinal: true, speakerLabel: 'Guest-1' });
    await socket.waitFor((m) => m.type === 'transcription' && m.data.isFinal);
    expect(socket.messages.filter((m) => m.type === 'transcription').map((m) => m.data)).toEqual([
      { text: 'Tell me about', isFinal: false, speakerName: null },
      { text: 'Tell me about your last project.', isFinal: true, speakerName: 'Guest-1' },
    ]);
    const chunk = await screen.waitFor(isChunk('Tell me about your last project.'));
    expect(chunk.type === 'new_chunk' && chunk.data.speaker).toBe('interviewer');
    socket.sendText('not json');
    socket.sendText(JSON.stringify({ type: 'audio_chunk', audioData: '@@@' }));
    await socket.waitFor((m) => m.type === 'error' && m.data.code === 'validation_failed');
    expect(socket.messages.filter((m) => m.type === 'error').map((m) => m.data)).toEqual([
      { error: 'Messages must be JSON', code: 'bad_request' },
      { error: 'audioData: audioData must be base64', code: 'validation_failed' },
    ]);
    socket.socket.close(1000);
    screen.close();
  });

  it('sends the browser recognizer’s partial words to every other screen of the session', async () => {
    const session = await t.factories.session(a.user.id);
    const speaking = await openLive(base, { cookie: a.cookie, sessionId: session.id });
    const watching = await openLive(base, { cookie: a.cookie, sessionId: session.id });
    // Both screens are live once a chunk reached them (ephemeral messages are not replayed).
    speaking.send({ type: 'chunk', clientChunkId: 'c-1', text: 'Hello.', speaker: 'interviewer' });
    await watching.waitFor(isChunk('Hello.'));
    await speaking.waitFor(isChunk('Hello.'));
    speaking.send({ type: 'partial', streamId: 'mic-1', text: 'so what I', speaker: 'Interviewer' });
    const partial = await watching.waitFor((m) => m.type === 'partial_transcription');
    expect(partial.data).toEqual({
      speaker: 'interviewer',
      speakerName: null,
      text: 'so what I',
      streamId: 'mic-1',
    });
    speaking.send({ type: 'partial', streamId: 'mic-1', text: 'x', speaker: 'observer' });
    const refused = await speaking.waitFor((m) => m.type === 'error');
    expect(refused.data.code).toBe('validation_failed');
    speaking.close();
    watching.close();
  });

  it('closes a socket that floods with 1008', async () => {
    const session = await recordingSession();
    const socket = await record(session.id, 'candidate');
    for (let i = 0; i < 40; i++) socket.sendChunk(rampPcm(64));
    expect((await socket.closed).code).toBe(1008);
  });

  it('when the session closes, finishes the provider stream, commits its last words and closes with 1000', async () => {
    const session = await recordingSession();
    const opened = scripted.streams.length;
    const socket = await record(session.id);
    const stream = await scripted.stream(opened);
    socket.sendChunk(rampPcm(3200));
    await stream.received(3200);
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/close`,
      headers: a.headers,
    });
    expect(closed.statusCode).toBe(200);
    expect(await socket.closed).toMatchObject({ code: 1000 });
    expect(stream.ended).toBe(true);
    // The words said as the session closed still reach its transcript.
    expect(socket.messages.filter((m) => m.type === 'error')).toEqual([]);
    const transcript = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}/conversation`,
      headers: a.headers,
    });
    expect(transcript.json()).toMatchObject([{ speaker: 'interviewer' }]);
  });

  it('says what the server hears with (GET /api/speech)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/speech', headers: a.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      provider: t.config.speech.provider,
      serverTranscription: true,
      diarization: true,
      recordingNotice: t.config.speech.recordingNotice,
    });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/speech' });
    expect(anonymous.statusCode).toBe(401);
  });
});

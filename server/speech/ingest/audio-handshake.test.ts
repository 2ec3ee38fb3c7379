import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '#server/test/factories.ts';
import { listenOnLoopback } from '#server/test/live-client.ts';
import { NO_CONSENT_MESSAGE } from './audio-admission.ts';
import { openAudioSocket, refusal } from './testing/audio-socket-client.ts';
import { buildSpeechTestApp, consentedSession, type SpeechTestApp } from './testing/speech-test-app.ts';

describe('the audio channels of /ws: who may open one', () => {
  let t: SpeechTestApp;
  let base: string;
  let a: SignedIn;
  beforeAll(async () => {
    t = await buildSpeechTestApp();
    base = await listenOnLoopback(t.app);
    a = await t.factories.user();
  });
  afterAll(() => t.close());

  const consented = (who: SignedIn = a) => consentedSession(t, who);
  const tab = (sessionId: string) => ({ sessionId, action: 'audio-stream', audioType: 'system_audio' });

  it('refuses a session without the recording consent with 409 in the app’s error shape', async () => {
    const session = await t.factories.session(a.user.id);
    const { status, body } = await refusal(
      openAudioSocket(base, { cookie: a.cookie, query: tab(session.id) }),
    );
    expect(status).toBe(409);
    expect(body).toEqual({ error: { code: 'conflict', message: NO_CONSENT_MESSAGE } });
    const record = { sessionId: session.id, action: 'start_streaming', speaker: 'candidate' };
    expect((await refusal(openAudioSocket(base, { cookie: a.cookie, query: record }))).status).toBe(409);
  });

  it('refuses a closed session with 409', async () => {
    const session = await consented();
    await t.app.inject({ method: 'POST', url: `/api/sessions/${session.id}/close`, headers: a.headers });
    const { status, body } = await refusal(
      openAudioSocket(base, { cookie: a.cookie, query: tab(session.id) }),
    );
    expect(status).toBe(409);
    expect(body.error).toEqual({ code: 'conflict', message: 'This interview session is closed' });
  });

  it("answers 404 for another user's session as for an unknown one", async () => {
    const session = await consented();
    const b = await t.factories.user();
    for (const sessionId of [session.id, randomUUID()]) {
      const { status, body } = await refusal(
        openAudioSocket(base, { cookie: b.cookie, query: tab(sessionId) }),
      );
      expect(status).toBe(404);
      expect(body.error.code).toBe('not_found');
    }
  });

  it('answers 400 for a wrong audioType, speaker, action or streamId', async () => {
    const session = await consented();
    const cases = [
      [{ ...tab(session.id), audioType: 'speakers' }, 'audioType must be system_audio or mic_audio'],
      [{ sessionId: session.id, action: 'audio-stream' }, 'audioType must be system_audio or mic_audio'],
      [
        { sessionId: session.id, action: 'start_streaming', speaker: 'observer' },
        'Speaker must be interviewer or candidate',
      ],
      [{ sessionId: session.id, action: 'record' }, 'action must be audio-stream or start_streaming'],
      [{ ...tab(session.id), streamId: 'tab-1' }, 'streamId must be a stream id'],
      [
        { sessionId: session.id, action: 'start_streaming', speaker: 'candidate', streamId: '' },
        'streamId must be a stream id',
      ],
    ] as const;
    for (const [query, message] of cases) {
      const { status, body } = await refusal(openAudioSocket(base, { cookie: a.cookie, query }));
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: 'validation_failed', message });
    }
  });

  it('refuses a foreign Origin and a missing sign-in before looking at the session', async () => {
    const session = await consented();
    const forged = openAudioSocket(base, {
      cookie: a.cookie,
      origin: 'https://evil.example',
      query: tab(session.id),
    });
    expect((await refusal(forged)).status).toBe(403);
    expect((await refusal(openAudioSocket(base, { cookie: '', query: tab(session.id) }))).status).toBe(401);
  });

  it('lets the owner in once the candidate was told, and leaves the live channel as it was', async () => {
    const session = await consented();
    const socket = await openAudioSocket(base, { cookie: a.cookie, query: tab(session.id) });
    socket.socket.close(1000);
    expect((await socket.closed).code).toBe(1000);
    // Without `action` the same URL is still the live channel, consent or not.
    const plain = await t.factories.session(a.user.id);
    const live = await openAudioSocket(base, { cookie: a.cookie, query: { sessionId: plain.id } }).catch(
      (e: Error) => e,
    );
    expect(live).not.toBeInstanceOf(Error);
    if (!(live instanceof Error)) live.socket.close();
  });
});

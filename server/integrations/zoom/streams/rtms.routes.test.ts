import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALREADY_STREAMING_MESSAGE, NO_PENDING_WEBHOOK_MESSAGE } from '#contracts/rtms.ts';
import type { SignedIn } from '#server/test/factories.ts';
import {
  meetingNumber,
  meetingUuid as newMeetingUuid,
  postWebhook,
  rtmsStarted,
} from '../webhooks/testing/signed-webhook.ts';
import { zoomAppContextCookie } from '../zoom-app/testing/zoom-app-cookie.ts';
import { createRtmsPendingRepository } from './rtms-pending.repository.ts';
import { scriptedRtms, scriptedSources } from './testing/scripted-rtms.ts';
import { buildZoomTestApp, TEST_ZOOM, type ZoomTestApp } from './testing/zoom-test-app.ts';

const pcm = (byte: number) => Buffer.alloc(640, byte);

describe('RTMS stream routes', () => {
  let t: ZoomTestApp;
  let a: SignedIn;
  let b: SignedIn;
  const rtms = scriptedRtms();
  const speech = scriptedSources();
  beforeAll(async () => {
    t = await buildZoomTestApp({
      rtms: { connect: rtms.connect, openSource: speech.openSource, refreshMs: 50 },
    });
    [a, b] = [await t.factories.user(), await t.factories.user()];
  });
  afterAll(() => t.close());

  const call = (who: SignedIn, method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) =>
    t.app.inject({
      method,
      url,
      headers: { ...who.headers, cookie: [who.cookie, cookie].filter(Boolean).join('; ') },
      payload,
    });
  /** A start from the Zoom App in the meeting: its context proves the meeting. */
  const start = async (who: SignedIn, payload: { sessionId: string; meetingUuid: string }) =>
    call(who, 'POST', '/api/rtms/start', payload, await proven(who, payload.meetingUuid));
  const proven = (who: SignedIn, uuid: string) =>
    zoomAppContextCookie(t.app, TEST_ZOOM.clientSecret, uuid, who.cookie);
  /** The pending start's session linked to the meeting by its number, as the dashboard does. */
  const linkNumber = (who: SignedIn, sessionId: string, zoomMeetingId: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${sessionId}/zoom-meeting`,
      headers: who.headers,
      payload: { zoomMeetingId },
    });
  const status = async (sessionId: string, who = a) =>
    (await call(who, 'GET', `/api/rtms/status/${sessionId}`)).json();
  const readySession = async (who = a, mappings: Record<string, 'INTERVIEWER' | 'CANDIDATE'> = {}) => {
    const session = await t.factories.session(who.user.id, { participantMappings: mappings });
    await call(who, 'POST', `/api/sessions/${session.id}/recording-consent`);
    return session;
  };
  /** Zoom starts a stream no session claims yet. */
  const announce = async () => {
    const body = rtmsStarted({ id: meetingNumber() });
    await postWebhook(t.app, TEST_ZOOM.webhookSecretToken, body);
    const pending = createRtmsPendingRepository(t.database.db);
    await vi.waitFor(async () =>
      expect(await pending.find(body.payload.meeting_uuid, undefined, new Date())).toBeDefined(),
    );
    return { ...body.payload, meeting_id: String(body.payload.meeting_id) };
  };
  const connectionOf = (streamId: string) => {
    const connection = rtms.connections.find((c) => c.start.streamId === streamId);
    if (!connection) throw new Error(`no connection to ${streamId}`);
    return connection;
  };

  it('starts the stream Zoom announced: per-participant audio reaches a source per participant with the mapped speaker', async () => {
    const session = await readySession(a, { 'Ada Interviewer': 'INTERVIEWER' });
    const stream = await announce();
    const res = await start(a, {
      sessionId: session.id,
      meetingUuid: stream.meeting_uuid,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      state: 'connecting',
      streamData: { meeting_uuid: stream.meeting_uuid, rtms_stream_id: stream.rtms_stream_id },
    });
    const zoom = connectionOf(stream.rtms_stream_id);
    zoom.handlers.onState('streaming');
    zoom.handlers.onAudio({ userId: '16778240', userName: 'Ada Interviewer' }, pcm(1), 1);
    zoom.handlers.onAudio({ userId: '16778241', userName: 'Grace Candidate' }, pcm(2), 2);
    zoom.handlers.onAudio({ userId: '16778240', userName: 'Ada Interviewer' }, pcm(3), 3);
    const mine = () => speech.sources.filter((s) => s.sessionId === session.id);
    await vi.waitFor(() => expect(mine()).toHaveLength(2));
    expect(mine().map(({ userId, speaker, speakerName }) => ({ userId, speaker, speakerName }))).toEqual([
      { userId: a.user.id, speaker: 'interviewer', speakerName: 'Ada Interviewer' },
      { userId: a.user.id, speaker: 'candidate', speakerName: 'Grace Candidate' },
    ]);
    expect(mine()[0]?.frames.map((f) => f[0])).toEqual([1, 3]);
    expect(mine()[1]?.frames.map((f) => f[0])).toEqual([2]);
    expect(await status(session.id)).toEqual({
      isActive: true,
      state: 'streaming',
      streamData: { meeting_uuid: stream.meeting_uuid, rtms_stream_id: stream.rtms_stream_id },
      participants: [
        { userId: '16778240', userName: 'Ada Interviewer', speaker: 'interviewer', mapped: true },
        { userId: '16778241', userName: 'Grace Candidate', speaker: 'candidate', mapped: false },
      ],
      startedAt: expect.any(String),
      stopReason: null,
    });
  });

  it("refuses a second start with 409 'This session is already streaming' and opens no second connection", async () => {
    const session = await readySession();
    const stream = await announce();
    await start(a, { sessionId: session.id, meetingUuid: stream.meeting_uuid });
    const opened = rtms.connections.length;
    const other = await announce();
    for (const meetingUuid of [stream.meeting_uuid, other.meeting_uuid]) {
      const again = await start(a, { sessionId: session.id, meetingUuid });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({ code: 'conflict', message: ALREADY_STREAMING_MESSAGE });
    }
    const connectAgain = await call(a, 'POST', '/api/rtms/connect-webhook', {
      sessionId: session.id,
      meeting_uuid: other.meeting_uuid,
    });
    expect(connectAgain.statusCode).toBe(409);
    expect(rtms.connections).toHaveLength(opened);
  });

  it('waits for Zoom when started first, and connects the session once the webhook comes', async () => {
    const session = await readySession();
    const meetingUuid = newMeetingUuid();
    const res = await start(a, { sessionId: session.id, meetingUuid });
    expect(res.json()).toEqual({
      success: true,
      state: 'waiting',
      streamData: { meeting_uuid: meetingUuid, rtms_stream_id: null },
    });
    expect(await status(session.id)).toMatchObject({ isActive: false, state: 'waiting' });
    const body = rtmsStarted({ uuid: meetingUuid });
    await postWebhook(t.app, TEST_ZOOM.webhookSecretToken, body);
    await vi.waitFor(() =>
      expect(connectionOf(body.payload.rtms_stream_id).start.meetingUuid).toBe(meetingUuid),
    );
    expect(await status(session.id)).toMatchObject({
      isActive: true,
      state: 'connecting',
      streamData: { meeting_uuid: meetingUuid, rtms_stream_id: body.payload.rtms_stream_id },
    });
  });

  it('connects a pending webhook to the session; 404 when the meeting has none', async () => {
    const session = await readySession();
    const stream = await announce();
    await linkNumber(a, session.id, stream.meeting_id);
    const listed = (await call(a, 'GET', '/api/rtms/pending-webhooks')).json().webhooks;
    expect(listed).toContainEqual({
      meeting_uuid: stream.meeting_uuid,
      rtms_stream_id: stream.rtms_stream_id,
      meeting_id: stream.meeting_id,
      timestamp: expect.any(String),
    });
    const res = await call(a, 'POST', '/api/rtms/connect-webhook', {
      sessionId: session.id,
      meeting_uuid: stream.meeting_uuid,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().state).toBe('connecting');
    expect(connectionOf(stream.rtms_stream_id).start.serverUrls).toBe(stream.server_urls);
    const { webhooks } = (await call(a, 'GET', '/api/rtms/pending-webhooks')).json();
    expect(webhooks.map((w: { rtms_stream_id: string }) => w.rtms_stream_id)).not.toContain(
      stream.rtms_stream_id,
    );
    const other = await readySession();
    const none = await call(a, 'POST', '/api/rtms/connect-webhook', {
      sessionId: other.id,
      meeting_uuid: 'no-such==',
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe(NO_PENDING_WEBHOOK_MESSAGE);
  });

  it("answers 404 for another user's session on every route, and lists only the user's own streams", async () => {
    const session = await readySession(a);
    const stream = await announce();
    await start(a, { sessionId: session.id, meetingUuid: stream.meeting_uuid });
    const calls = [
      call(b, 'GET', `/api/rtms/status/${session.id}`),
      start(b, { sessionId: session.id, meetingUuid: 'x==' }),
      call(b, 'POST', '/api/rtms/stop', { sessionId: session.id }),
      call(b, 'POST', '/api/rtms/connect-webhook', { sessionId: session.id, meeting_uuid: 'x==' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: 'Interview session not found' });
    }
    expect((await status(session.id)).isActive).toBe(true);
    const theirs = (await call(b, 'GET', '/api/rtms/active')).json();
    expect(theirs).toEqual({ streams: [] });
    const ours = (await call(a, 'GET', '/api/rtms/active')).json().streams;
    expect(ours).toContainEqual({
      sessionId: session.id,
      meeting_uuid: stream.meeting_uuid,
      rtms_stream_id: stream.rtms_stream_id,
      state: 'connecting',
      startedAt: expect.any(String),
      participants: 0,
    });
  });

  it('refuses a closed session, and one whose candidate was not told about the recording', async () => {
    const unconfirmed = await t.factories.session(a.user.id);
    const res = await start(a, { sessionId: unconfirmed.id, meetingUuid: 'm==' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Confirm that the candidate was told about the recording first');
    const closed = await readySession();
    await call(a, 'POST', `/api/sessions/${closed.id}/close`);
    const late = await start(a, { sessionId: closed.id, meetingUuid: 'm==' });
    expect(late.json().error.message).toBe('This interview session is closed');
  });

  it('closing the session stops its stream and ends every participant source', async () => {
    const session = await readySession();
    const stream = await announce();
    await start(a, { sessionId: session.id, meetingUuid: stream.meeting_uuid });
    const zoom = connectionOf(stream.rtms_stream_id);
    zoom.handlers.onAudio({ userId: '1', userName: 'Someone' }, pcm(5), 1);
    await vi.waitFor(() => expect(speech.sources.filter((s) => s.sessionId === session.id)).toHaveLength(1));
    await call(a, 'POST', `/api/sessions/${session.id}/close`);
    await vi.waitFor(() => expect(zoom.stops).toBe(1));
    await vi.waitFor(() => expect(speech.sources.find((s) => s.sessionId === session.id)?.ended).toBe(true));
    expect(await status(session.id)).toMatchObject({
      isActive: false,
      state: 'stopped',
      stopReason: 'The interview session was closed',
    });
  });

  it('stops on request (idempotent) and when the client reports the stream ended; the session can stream again', async () => {
    const session = await readySession();
    const first = await announce();
    await start(a, { sessionId: session.id, meetingUuid: first.meeting_uuid });
    connectionOf(first.rtms_stream_id).handlers.onState('stopped', 'The meeting ended');
    await vi.waitFor(async () =>
      expect(await status(session.id)).toMatchObject({ state: 'stopped', stopReason: 'The meeting ended' }),
    );
    const second = await announce();
    await linkNumber(a, session.id, second.meeting_id);
    const again = await call(a, 'POST', '/api/rtms/connect-webhook', {
      sessionId: session.id,
      meeting_uuid: second.meeting_uuid,
    });
    expect(again.statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const stop = await call(a, 'POST', '/api/rtms/stop', { sessionId: session.id });
      expect(stop.json()).toEqual({ success: true, state: 'stopped' });
    }
    expect(connectionOf(second.rtms_stream_id).stops).toBe(1);
    expect(await status(session.id)).toMatchObject({ isActive: false, state: 'stopped', stopReason: null });
  });

  it('gives a participant mapped while streaming a new source for their side', async () => {
    const session = await readySession();
    const stream = await announce();
    await start(a, { sessionId: session.id, meetingUuid: stream.meeting_uuid });
    const zoom = connectionOf(stream.rtms_stream_id);
    zoom.handlers.onAudio({ userId: '7', userName: 'Lin' }, pcm(7), 1);
    await t.app.inject({
      method: 'PUT',
      url: `/api/sessions/${session.id}/participant-mappings`,
      headers: a.headers,
      payload: { participantMappings: { Lin: 'INTERVIEWER' } },
    });
    await vi.waitFor(async () =>
      expect((await status(session.id)).participants).toEqual([
        { userId: '7', userName: 'Lin', speaker: 'interviewer', mapped: true },
      ]),
    );
    zoom.handlers.onAudio({ userId: '7', userName: 'Lin' }, pcm(8), 2);
    const lin = () => speech.sources.filter((s) => s.sessionId === session.id);
    await vi.waitFor(() =>
      expect(lin().map((s) => [s.speaker, s.ended])).toEqual([
        ['candidate', true],
        ['interviewer', false],
      ]),
    );
    expect(lin().map((s) => s.frames.map((f) => f[0]))).toEqual([[7], [8]]);
  });

  it('answers status for a session that never streamed, and 409 to a start while Zoom is not set up', async () => {
    const session = await readySession();
    expect(await status(session.id)).toEqual({
      isActive: false,
      state: 'stopped',
      streamData: null,
      participants: [],
      startedAt: null,
      stopReason: null,
    });
    const bare = await buildZoomTestApp({ config: { zoom: undefined } });
    try {
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/rtms/start',
        headers: a.headers,
        payload: { sessionId: session.id, meetingUuid: 'm==' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('Zoom is not set up on this server');
      const pending = await bare.app.inject({
        method: 'GET',
        url: '/api/rtms/pending-webhooks',
        headers: a.headers,
      });
      expect(pending.json()).toEqual({ webhooks: [] });
    } finally {
      await bare.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SignedIn } from '#server/test/factories.ts';
import { meetingNumber, postWebhook, rtmsStarted } from '../webhooks/testing/signed-webhook.ts';
import { scriptedRtms, scriptedSources } from './testing/scripted-rtms.ts';
import { buildZoomTestApp, TEST_ZOOM, type ZoomTestApp } from './testing/zoom-test-app.ts';

/** Two server instances on one database: one holds the connection, either answers. */
describe('RTMS streams across instances', () => {
  let holder: ZoomTestApp;
  let other: ZoomTestApp;
  let a: SignedIn;
  const rtms = scriptedRtms();
  const speech = scriptedSources();
  beforeAll(async () => {
    holder = await buildZoomTestApp({
      rtms: { connect: rtms.connect, openSource: speech.openSource, refreshMs: 50 },
    });
    other = await buildZoomTestApp({
      rtms: { connect: rtms.connect, openSource: speech.openSource, refreshMs: 50 },
    });
    a = await holder.factories.user();
  });
  afterAll(async () => {
    await holder.close();
    await other.close();
  });

  const call = (t: ZoomTestApp, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: a.headers, payload });
  /** A stream Zoom announced to `holder`, connected there to a new session of A's linked to the meeting. */
  const heldStream = async () => {
    const number = meetingNumber();
    const session = await holder.factories.session(a.user.id, { zoomMeetingId: String(number) });
    await call(holder, 'POST', `/api/sessions/${session.id}/recording-consent`);
    const body = rtmsStarted({ id: number });
    await postWebhook(holder.app, TEST_ZOOM.webhookSecretToken, body);
    const connectionOf = () => rtms.connections.find((c) => c.start.streamId === body.payload.rtms_stream_id);
    await vi.waitFor(() => expect(connectionOf()).toBeDefined());
    const connection = connectionOf();
    if (!connection) throw new Error('not connected');
    return { session, stream: body.payload, connection };
  };

  it('takes a webhook delivered to both instances once', async () => {
    const number = meetingNumber();
    const session = await holder.factories.session(a.user.id, { zoomMeetingId: String(number) });
    await call(holder, 'POST', `/api/sessions/${session.id}/recording-consent`);
    const body = rtmsStarted({ id: number });
    const answers = await Promise.all(
      [holder, other].map((t) => postWebhook(t.app, TEST_ZOOM.webhookSecretToken, body)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const taken = (t: ZoomTestApp) =>
      t
        .logs()
        .split('\n')
        .filter((l) => l.includes('zoom webhook already taken'));
    expect([...taken(holder), ...taken(other)]).toHaveLength(1);
    await vi.waitFor(() =>
      expect(rtms.connections.filter((c) => c.start.streamId === body.payload.rtms_stream_id)).toHaveLength(
        1,
      ),
    );
  });

  it('answers status and active on the other instance from the database', async () => {
    const { session, stream, connection } = await heldStream();
    connection.handlers.onState('streaming');
    connection.handlers.onAudio({ userId: '11', userName: 'Noor' }, Buffer.alloc(640), 1);
    await vi.waitFor(async () => {
      const status = (await call(other, 'GET', `/api/rtms/status/${session.id}`)).json();
      expect(status).toMatchObject({
        isActive: true,
        state: 'streaming',
        streamData: { meeting_uuid: stream.meeting_uuid, rtms_stream_id: stream.rtms_stream_id },
        participants: [{ userId: '11', userName: 'Noor', speaker: 'candidate', mapped: false }],
      });
    });
    const { streams } = (await call(other, 'GET', '/api/rtms/active')).json();
    expect(streams).toContainEqual(
      expect.objectContaining({ sessionId: session.id, state: 'streaming', participants: 1 }),
    );
  });

  it('a stop asked of the other instance ends the connection where it is held', async () => {
    const { session, connection } = await heldStream();
    const stop = await call(other, 'POST', '/api/rtms/stop', { sessionId: session.id });
    expect(stop.json()).toEqual({ success: true, state: 'stopped' });
    expect((await call(holder, 'GET', `/api/rtms/status/${session.id}`)).json().isActive).toBe(false);
    await vi.waitFor(() => expect(connection.stops).toBe(1));
  });

  it('a session closed on the other instance stops its stream', async () => {
    const { session, connection } = await heldStream();
    await call(other, 'POST', `/api/sessions/${session.id}/close`);
    await vi.waitFor(() => expect(connection.stops).toBe(1));
    await vi.waitFor(async () =>
      expect((await call(other, 'GET', `/api/rtms/status/${session.id}`)).json()).toMatchObject({
        state: 'stopped',
        stopReason: 'The interview session was closed',
      }),
    );
  });

  it("takes Zoom's own transcript once it comes: every participant's audio is then only recorded", async () => {
    const { session, connection } = await heldStream();
    const ada = { userId: '21', userName: 'Ada Lovelace' };
    const ben = { userId: '22', userName: 'Ben Okri' };
    const sources = () => speech.sources.filter((s) => s.sessionId === session.id);
    connection.handlers.onAudio(ada, Buffer.alloc(640, 1), 1);
    await vi.waitFor(() => expect(sources()).toHaveLength(1));
    expect(sources()[0]?.transcribedElsewhere).toBe(false);
    connection.handlers.onTranscript?.(ada, 'Tell me about a system you designed.', 2);
    connection.handlers.onTranscript?.(ben, 'A queue for payments.', 3);
    connection.handlers.onAudio(ada, Buffer.alloc(640, 2), 4);
    await vi.waitFor(() =>
      expect(sources().map((s) => [s.speakerName, s.transcribedElsewhere, s.ended, s.said])).toEqual([
        ['Ada Lovelace', false, true, []],
        ['Ada Lovelace', true, false, ['Tell me about a system you designed.']],
        ['Ben Okri', true, false, ['A queue for payments.']],
      ]),
    );
    expect(sources().map((s) => s.frames.map((f) => f[0]))).toEqual([[1], [2], []]);
    expect(sources().every((s) => s.streamId === connection.start.streamId)).toBe(true);
  });

  it('a server shutting down closes its connections and says so to the others', async () => {
    const leaving = await buildZoomTestApp({
      rtms: { connect: rtms.connect, openSource: speech.openSource },
    });
    const number = meetingNumber();
    const session = await leaving.factories.session(a.user.id, { zoomMeetingId: String(number) });
    await call(leaving, 'POST', `/api/sessions/${session.id}/recording-consent`);
    const body = rtmsStarted({ id: number });
    await postWebhook(leaving.app, TEST_ZOOM.webhookSecretToken, body);
    await vi.waitFor(() =>
      expect(rtms.connections.find((c) => c.start.streamId === body.payload.rtms_stream_id)).toBeDefined(),
    );
    await leaving.close();
    expect(rtms.connections.find((c) => c.start.streamId === body.payload.rtms_stream_id)?.stops).toBe(1);
    expect((await call(other, 'GET', `/api/rtms/status/${session.id}`)).json()).toMatchObject({
      isActive: false,
      state: 'stopped',
      stopReason: 'The server holding the stream stopped',
    });
  });
});

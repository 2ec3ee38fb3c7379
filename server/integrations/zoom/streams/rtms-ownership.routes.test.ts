import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZOOM_MEETING_TAKEN_MESSAGE } from '#contracts/rtms.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { meetingNumber, postWebhook, rtmsStarted } from '../webhooks/testing/signed-webhook.ts';
import { zoomAppContextCookie } from '../zoom-app/testing/zoom-app-cookie.ts';
import { createRtmsPendingRepository } from './rtms-pending.repository.ts';
import { scriptedRtms, scriptedSources } from './testing/scripted-rtms.ts';
import { buildZoomTestApp, TEST_ZOOM, type ZoomTestApp } from './testing/zoom-test-app.ts';

/**
 * On a server shared by several interviewers, a meeting's stream goes only to the owner of the
 * session linked to it: another user's claim, later claim or connect of its pending start is
 * refused as for an unknown meeting, and nobody else's pending list shows it.
 */
describe('who owns a Zoom meeting’s stream', () => {
  let t: ZoomTestApp;
  let a: SignedIn;
  let b: SignedIn;
  const rtms = scriptedRtms();
  const speech = scriptedSources();
  beforeAll(async () => {
    t = await buildZoomTestApp({ rtms: { connect: rtms.connect, openSource: speech.openSource } });
    [a, b] = [await t.factories.user(), await t.factories.user()];
  });
  afterAll(() => t.close());

  const call = (
    who: SignedIn,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
    cookie?: string,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...who.headers, cookie: [who.cookie, cookie].filter(Boolean).join('; ') },
      payload,
    });
  /** The Zoom App opened by `who` in the meeting: Zoom's encrypted context names it. */
  const inZoomApp = (who: SignedIn, meetingUuid: string) =>
    zoomAppContextCookie(t.app, TEST_ZOOM.clientSecret, meetingUuid, who.cookie);
  const readySession = async (who: SignedIn, zoomMeetingId?: string) => {
    const session = await t.factories.session(who.user.id, zoomMeetingId ? { zoomMeetingId } : {});
    await call(who, 'POST', `/api/sessions/${session.id}/recording-consent`);
    return session;
  };
  const status = async (who: SignedIn, sessionId: string) =>
    (await call(who, 'GET', `/api/rtms/status/${sessionId}`)).json();
  const pendingOf = async (who: SignedIn) =>
    (await call(who, 'GET', '/api/rtms/pending-webhooks'))
      .json()
      .webhooks.map((w: { meeting_uuid: string }) => w.meeting_uuid);
  /** Zoom's signed `meeting.rtms_started` for the meeting, then the server's work on it done. */
  const zoomStarts = async (meeting: { uuid?: string; id: number }) => {
    const body = rtmsStarted(meeting);
    const opened = rtms.connections.length;
    await postWebhook(t.app, TEST_ZOOM.webhookSecretToken, body);
    const pending = createRtmsPendingRepository(t.database.db);
    await vi.waitFor(async () => {
      const waiting = await pending.find(body.payload.meeting_uuid, undefined, new Date());
      const connected = rtms.connections
        .slice(opened)
        .some((c) => c.start.streamId === body.payload.rtms_stream_id);
      expect(Boolean(waiting) || connected).toBe(true);
    });
    return body.payload;
  };

  it("refuses user B's start of a meeting linked to A's session; Zoom's start goes to A's session", async () => {
    const number = meetingNumber();
    const ours = await readySession(a, String(number));
    const theirs = await readySession(b);
    const stream = rtmsStarted({ id: number }).payload;
    const uuid = stream.meeting_uuid;
    const claim = await call(b, 'POST', '/api/rtms/start', { sessionId: theirs.id, meetingUuid: uuid });
    expect(claim.statusCode).toBe(404);
    expect(claim.json().error).toEqual({ code: 'not_found', message: 'Zoom meeting not found' });
    // In the meeting's Zoom App, B's claim waits: Zoom names the meeting's number only when it starts.
    const inMeeting = await inZoomApp(b, uuid);
    await call(b, 'POST', '/api/rtms/start', { sessionId: theirs.id }, inMeeting);
    const started = await zoomStarts({ uuid, id: number });
    await vi.waitFor(async () =>
      expect(await status(a, ours.id)).toMatchObject({
        isActive: true,
        streamData: { meeting_uuid: uuid, rtms_stream_id: started.rtms_stream_id },
      }),
    );
    await vi.waitFor(async () =>
      expect(await status(b, theirs.id)).toMatchObject({
        isActive: false,
        state: 'stopped',
        stopReason: ZOOM_MEETING_TAKEN_MESSAGE,
      }),
    );
    // Once Zoom named the meeting, B's Zoom App is refused at once.
    const again = await call(b, 'POST', '/api/rtms/start', { sessionId: theirs.id }, inMeeting);
    expect(again.statusCode).toBe(404);
  });

  it("refuses a later claim of a meeting A's Zoom App claimed first; Zoom's start still goes to A", async () => {
    const ours = await readySession(a);
    const theirs = await readySession(b);
    const uuid = rtmsStarted().payload.meeting_uuid;
    const first = await call(a, 'POST', '/api/rtms/start', { sessionId: ours.id }, await inZoomApp(a, uuid));
    expect(first.json()).toMatchObject({ state: 'waiting', streamData: { meeting_uuid: uuid } });
    const later = await call(
      b,
      'POST',
      '/api/rtms/start',
      { sessionId: theirs.id, meetingUuid: uuid },
      await inZoomApp(b, uuid),
    );
    expect(later.statusCode).toBe(404);
    const started = await zoomStarts({ uuid, id: meetingNumber() });
    await vi.waitFor(async () =>
      expect(await status(a, ours.id)).toMatchObject({
        isActive: true,
        streamData: { rtms_stream_id: started.rtms_stream_id },
      }),
    );
    expect((await status(b, theirs.id)).streamData).toBeNull();
  });

  it("lists a pending start only to the owner of the meeting's session, and refuses B's connect", async () => {
    const number = meetingNumber();
    const started = await zoomStarts({ id: number });
    const ours = await readySession(a, String(number));
    const theirs = await readySession(b);
    expect(await pendingOf(a)).toContain(started.meeting_uuid);
    expect(await pendingOf(b)).not.toContain(started.meeting_uuid);
    const connect = await call(b, 'POST', '/api/rtms/connect-webhook', {
      sessionId: theirs.id,
      meeting_uuid: started.meeting_uuid,
    });
    expect(connect.statusCode).toBe(404);
    expect(connect.json().error.message).toBe('No pending RTMS stream for this meeting');
    const mine = await call(a, 'POST', '/api/rtms/connect-webhook', {
      sessionId: ours.id,
      meeting_uuid: started.meeting_uuid,
    });
    expect(mine.json()).toMatchObject({ state: 'connecting' });
  });

  it('refuses a browser-sent meeting UUID that nothing proves, and an unlinked pending start to anyone', async () => {
    const session = await readySession(a);
    const started = await zoomStarts({ id: meetingNumber() });
    expect(await pendingOf(a)).not.toContain(started.meeting_uuid);
    const claim = await call(a, 'POST', '/api/rtms/start', {
      sessionId: session.id,
      meetingUuid: started.meeting_uuid,
    });
    expect(claim.statusCode).toBe(404);
    const connect = await call(a, 'POST', '/api/rtms/connect-webhook', {
      sessionId: session.id,
      meeting_uuid: started.meeting_uuid,
    });
    expect(connect.statusCode).toBe(404);
  });

  it('claims from the Zoom App the meeting of the decrypted context, whatever UUID the body names', async () => {
    const session = await readySession(a);
    const [proven, named] = [rtmsStarted().payload.meeting_uuid, rtmsStarted().payload.meeting_uuid];
    const res = await call(
      a,
      'POST',
      '/api/rtms/start',
      { sessionId: session.id, meetingUuid: named },
      await inZoomApp(a, proven),
    );
    expect(res.json()).toEqual({
      success: true,
      state: 'waiting',
      streamData: { meeting_uuid: proven, rtms_stream_id: null },
    });
  });

  it('answers a clear conflict when a second user links a meeting already linked to another’s session', async () => {
    const number = String(meetingNumber());
    await readySession(a, number);
    const theirs = await readySession(b);
    const link = await call(b, 'PATCH', `/api/sessions/${theirs.id}/zoom-meeting`, { zoomMeetingId: number });
    expect(link.statusCode).toBe(409);
    expect(link.json().error).toEqual({ code: 'conflict', message: ZOOM_MEETING_TAKEN_MESSAGE });
    const spaced = `${number.slice(0, 3)} ${number.slice(3, 7)} ${number.slice(7)}`;
    const created = await call(b, 'POST', '/api/sessions', {
      candidateId: (await t.factories.candidate(b.user.id)).id,
      zoomMeetingId: spaced,
    });
    expect(created.statusCode).toBe(409);
    expect(created.json().error.message).toBe(ZOOM_MEETING_TAKEN_MESSAGE);
    const again = await call(a, 'POST', '/api/sessions', {
      candidateId: (await t.factories.candidate(a.user.id)).id,
      zoomMeetingId: number,
    });
    expect(again.statusCode).toBe(201);
  });
});

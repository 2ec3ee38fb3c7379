import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SignedIn } from '#server/test/factories.ts';
import { meetingNumber, meetingUuid, postWebhook, rtmsStarted } from '../webhooks/testing/signed-webhook.ts';
import { zoomAppContextCookie } from '../zoom-app/testing/zoom-app-cookie.ts';
import { createRtmsPendingRepository } from './rtms-pending.repository.ts';
import { scriptedRtms, scriptedSources } from './testing/scripted-rtms.ts';
import { buildZoomTestApp, TEST_ZOOM, type ZoomTestApp } from './testing/zoom-test-app.ts';

/** The Zoom App inside a meeting finds its user's session linked to the meeting of Zoom's context. */
describe('GET /api/zoom/context-session', () => {
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

  /** The app's request as the Zoom client's browser sends it, with `who`'s Zoom App context for the meeting. */
  const fromZoomApp = async (who: SignedIn, uuid?: string) => {
    const cookie = uuid ? await zoomAppContextCookie(t.app, TEST_ZOOM.clientSecret, uuid, who.cookie) : '';
    return t.app.inject({
      method: 'GET',
      url: '/api/zoom/context-session',
      headers: { ...who.headers, cookie: [who.cookie, cookie].filter(Boolean).join('; ') },
    });
  };

  it("answers the user's session linked to the context's meeting UUID, with its stream", async () => {
    const uuid = meetingUuid();
    const ours = await t.factories.session(a.user.id, { zoomMeetingId: uuid });
    const res = await fromZoomApp(a, uuid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      session: expect.objectContaining({ id: ours.id, status: 'active' }),
      rtms: expect.objectContaining({ isActive: false, state: 'stopped', streamData: null }),
    });
  });

  it("finds the session linked to the meeting's number once Zoom's start names it", async () => {
    const number = meetingNumber();
    const ours = await t.factories.session(a.user.id, { zoomMeetingId: String(number) });
    const started = rtmsStarted({ id: number }).payload;
    expect((await fromZoomApp(a, started.meeting_uuid)).statusCode).toBe(404);
    await postWebhook(
      t.app,
      TEST_ZOOM.webhookSecretToken,
      rtmsStarted({ uuid: started.meeting_uuid, id: number }),
    );
    const pending = createRtmsPendingRepository(t.database.db);
    await vi.waitFor(async () =>
      expect(await pending.find(started.meeting_uuid, undefined, new Date())).toBeDefined(),
    );
    const res = await fromZoomApp(a, started.meeting_uuid);
    expect(res.statusCode).toBe(200);
    expect(res.json().session.id).toBe(ours.id);
  });

  it("answers 404 for a meeting linked to another user's session, and without a context", async () => {
    const uuid = meetingUuid();
    await t.factories.session(b.user.id, { zoomMeetingId: uuid });
    const theirs = await fromZoomApp(a, uuid);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toEqual({ code: 'not_found', message: 'Zoom meeting not found' });
    expect((await fromZoomApp(b, uuid)).statusCode).toBe(200);
    expect((await fromZoomApp(a)).statusCode).toBe(404);
    expect((await fromZoomApp(a, meetingUuid())).statusCode).toBe(404);
  });
});

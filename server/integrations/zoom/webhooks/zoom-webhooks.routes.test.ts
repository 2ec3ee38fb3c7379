import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SignedIn } from '#server/test/factories.ts';
import { scriptedRtms, scriptedSources } from '../streams/testing/scripted-rtms.ts';
import { buildZoomTestApp, TEST_ZOOM, type ZoomTestApp } from '../streams/testing/zoom-test-app.ts';
import {
  meetingNumber,
  meetingUuid,
  postWebhook,
  rtmsStarted,
  rtmsStopped,
} from './testing/signed-webhook.ts';

const SECRET = TEST_ZOOM.webhookSecretToken;

describe('Zoom webhooks', () => {
  let t: ZoomTestApp;
  let a: SignedIn;
  const rtms = scriptedRtms();
  const speech = scriptedSources();
  beforeAll(async () => {
    t = await buildZoomTestApp({ rtms: { connect: rtms.connect, openSource: speech.openSource } });
    a = await t.factories.user();
  });
  afterAll(() => t.close());

  const pending = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/rtms/pending-webhooks', headers: a.headers })).json()
      .webhooks as { meeting_uuid: string; rtms_stream_id: string; meeting_id: string | null }[];
  const status = async (sessionId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/rtms/status/${sessionId}`, headers: a.headers })).json();
  /** A session of A's ready to record, linked to a Zoom meeting number. */
  const linkedSession = async (zoomMeetingId: string) => {
    const session = await t.factories.session(a.user.id, { zoomMeetingId });
    await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/recording-consent`,
      headers: a.headers,
    });
    return session;
  };
  const connectionOf = (streamId: string) => rtms.connections.find((c) => c.start.streamId === streamId);

  it('answers the URL validation challenge with the HMAC of the plain token', async () => {
    const body = {
      event: 'endpoint.url_validation',
      event_ts: Date.now(),
      payload: { plainToken: 'qgg8vlvZRS6UYooatFL8Aw' },
    };
    const res = await postWebhook(t.app, SECRET, body);
    expect(res.statusCode).toBe(200);
    const expected = createHmac('sha256', SECRET).update('qgg8vlvZRS6UYooatFL8Aw').digest('hex');
    expect(res.json()).toEqual({ plainToken: 'qgg8vlvZRS6UYooatFL8Aw', encryptedToken: expected });
  });

  it('refuses an unsigned URL validation: the answer would sign any text for its sender', async () => {
    const body = {
      event: 'endpoint.url_validation',
      event_ts: Date.now(),
      payload: { plainToken: 'v0:1:{}' },
    };
    const res = await postWebhook(t.app, SECRET, body, { signature: null });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('The Zoom webhook signature is missing');
  });

  it('refuses a bad or missing signature with 401 and acts on nothing', async () => {
    const body = rtmsStarted();
    const forged = await postWebhook(t.app, SECRET, body, { signature: `v0=${'0'.repeat(64)}` });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toEqual({
      code: 'unauthenticated',
      message: 'The Zoom webhook signature does not match',
    });
    const otherSecret = await postWebhook(t.app, 'another-secret', body);
    expect(otherSecret.statusCode).toBe(401);
    const missing = await postWebhook(t.app, SECRET, body, { signature: null });
    expect(missing.json().error.message).toBe('The Zoom webhook signature is missing');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await pending()).map((w) => w.rtms_stream_id)).not.toContain(body.payload.rtms_stream_id);
  });

  it('checks the signature over the bytes as sent, not the JSON read back', async () => {
    const body = rtmsStarted();
    const spaced = JSON.stringify(body, null, 2);
    expect((await postWebhook(t.app, SECRET, body, { raw: spaced })).statusCode).toBe(200);
    const signedOther = await postWebhook(t.app, SECRET, body, {
      raw: spaced,
      signature: (await import('./zoom-signature.ts')).webhookSignature(
        SECRET,
        String(Math.floor(Date.now() / 1000)),
        Buffer.from(JSON.stringify(body)),
      ),
    });
    expect(signedOther.statusCode).toBe(401);
  });

  it('refuses a timestamp more than five minutes old, or ahead', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now - 6 * 60, now + 6 * 60]) {
      const res = await postWebhook(t.app, SECRET, rtmsStarted(), { timestamp });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('The Zoom webhook timestamp is outside the 5-minute window');
    }
    expect((await postWebhook(t.app, SECRET, rtmsStarted(), { timestamp: now - 4 * 60 })).statusCode).toBe(
      200,
    );
  });

  it("refuses and logs a signed start whose server_urls is not wss:// on Zoom's hosts: nothing is dialled", async () => {
    const id = String(meetingNumber());
    await linkedSession(id);
    const bad = [
      'wss://zoom.us@127.0.0.1:8443/signaling?token=abc',
      'wss://127.0.0.1:8443/signaling',
      'wss://rtms.zoom.us.attacker.example/signaling',
      'ws://rtms-sjc1.zoom.us/signaling',
    ];
    for (const serverUrls of bad) {
      const body = rtmsStarted({ id: Number(id) });
      body.payload.server_urls = serverUrls;
      const res = await postWebhook(t.app, SECRET, body);
      expect(res.statusCode).toBe(200);
      await new Promise((resolve) => setImmediate(resolve));
      expect(connectionOf(body.payload.rtms_stream_id)).toBeUndefined();
      expect((await pending()).map((w) => w.rtms_stream_id)).not.toContain(body.payload.rtms_stream_id);
    }
    const refusals = t
      .logs()
      .split('\n')
      .filter((line) => line.includes('zoom webhook server address refused'))
      .map((line) => JSON.parse(line));
    expect(refusals.slice(-4).map((r) => [r.level, r.host])).toEqual([
      [40, '127.0.0.1'],
      [40, '127.0.0.1'],
      [40, 'rtms.zoom.us.attacker.example'],
      [40, 'rtms-sjc1.zoom.us'],
    ]);
    expect(t.logs()).not.toContain('token=abc');
  });

  it('keeps a start no session claims as a pending webhook, once however often it comes', async () => {
    const id = meetingNumber();
    const body = rtmsStarted({ id });
    const first = await postWebhook(t.app, SECRET, body);
    const replay = await postWebhook(t.app, SECRET, body);
    expect([first.statusCode, replay.statusCode]).toEqual([200, 200]);
    expect(replay.json()).toEqual({ received: true });
    // Listed to the user whose session links the meeting, once linked (without consent it cannot stream).
    await t.factories.session(a.user.id, { zoomMeetingId: String(id) });
    await vi.waitFor(async () => {
      const mine = (await pending()).filter((w) => w.rtms_stream_id === body.payload.rtms_stream_id);
      expect(mine).toEqual([
        expect.objectContaining({ meeting_uuid: body.payload.meeting_uuid, meeting_id: String(id) }),
      ]);
    });
    expect(connectionOf(body.payload.rtms_stream_id)).toBeUndefined();
  });

  it('answers before the stream work, then connects the session linked to the meeting number', async () => {
    const id = String(meetingNumber());
    // Typed as Zoom shows it: 812 3456 7890.
    const session = await linkedSession(`${id.slice(0, 3)} ${id.slice(3, 7)} ${id.slice(7)}`);
    const body = rtmsStarted({ id: Number(id) });
    const res = await postWebhook(t.app, SECRET, body);
    expect(res.statusCode).toBe(200);
    expect(connectionOf(body.payload.rtms_stream_id)).toBeUndefined();
    await vi.waitFor(() => expect(connectionOf(body.payload.rtms_stream_id)).toBeDefined());
    const connection = connectionOf(body.payload.rtms_stream_id);
    expect(connection?.credentials).toEqual({
      clientId: TEST_ZOOM.clientId,
      clientSecret: TEST_ZOOM.clientSecret,
    });
    expect(connection?.start).toEqual({
      meetingUuid: body.payload.meeting_uuid,
      streamId: body.payload.rtms_stream_id,
      serverUrls: body.payload.server_urls,
    });
    const live = await status(session.id);
    expect(live).toMatchObject({ isActive: true, state: 'connecting' });
    expect(live.streamData).toEqual({
      meeting_uuid: body.payload.meeting_uuid,
      rtms_stream_id: body.payload.rtms_stream_id,
    });
    expect((await pending()).map((w) => w.rtms_stream_id)).not.toContain(body.payload.rtms_stream_id);
  });

  it('connects the session linked by the meeting UUID; a replayed start opens no second connection', async () => {
    const uuid = meetingUuid();
    const session = await linkedSession(uuid);
    const body = rtmsStarted({ uuid });
    await postWebhook(t.app, SECRET, body);
    await vi.waitFor(async () => expect((await status(session.id)).isActive).toBe(true));
    await postWebhook(t.app, SECRET, body);
    await postWebhook(t.app, SECRET, { ...body, event_ts: body.event_ts + 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rtms.connections.filter((c) => c.start.streamId === body.payload.rtms_stream_id)).toHaveLength(1);
  });

  it('leaves pending a start for a session whose candidate was not told about the recording', async () => {
    const id = meetingNumber();
    const session = await t.factories.session(a.user.id, { zoomMeetingId: String(id) });
    const body = rtmsStarted({ id });
    await postWebhook(t.app, SECRET, body);
    await vi.waitFor(async () =>
      expect((await pending()).map((w) => w.rtms_stream_id)).toContain(body.payload.rtms_stream_id),
    );
    expect((await status(session.id)).isActive).toBe(false);
  });

  it('stops the stream on meeting.rtms_stopped', async () => {
    const id = meetingNumber();
    const session = await linkedSession(String(id));
    const body = rtmsStarted({ id });
    await postWebhook(t.app, SECRET, body);
    await vi.waitFor(() => expect(connectionOf(body.payload.rtms_stream_id)).toBeDefined());
    expect((await postWebhook(t.app, SECRET, rtmsStopped(body.payload))).statusCode).toBe(200);
    await vi.waitFor(async () =>
      expect(await status(session.id)).toMatchObject({
        isActive: false,
        state: 'stopped',
        stopReason: 'Zoom stopped the stream',
      }),
    );
    expect(connectionOf(body.payload.rtms_stream_id)?.stops).toBe(1);
  });

  it('refuses a signed body that is not one of Zoom’s, and other content types', async () => {
    const garbled = await postWebhook(t.app, SECRET, undefined, { raw: '{"event":' });
    expect(garbled.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/zoom/webhooks',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
  });

  it('ignores other events with 200', async () => {
    const res = await postWebhook(t.app, SECRET, {
      event: 'meeting.started',
      event_ts: Date.now(),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
  });

  it('logs neither signatures, secrets nor what the payload carried', async () => {
    const id = meetingNumber();
    const body = rtmsStarted({ id });
    await postWebhook(t.app, SECRET, body);
    await postWebhook(t.app, SECRET, body, { signature: `v0=${'f'.repeat(64)}` });
    const logs = t.logs();
    for (const secret of [SECRET, 'v0=', body.payload.meeting_uuid, body.payload.server_urls, String(id)]) {
      expect(logs).not.toContain(secret);
    }
  });

  it('answers 404 when Zoom is not set up', async () => {
    const bare = await buildZoomTestApp({ config: { zoom: undefined } });
    try {
      const res = await postWebhook(bare.app, SECRET, rtmsStarted());
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Zoom is not set up on this server');
    } finally {
      await bare.close();
    }
  });
});

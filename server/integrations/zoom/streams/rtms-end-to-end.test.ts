import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeRtms, startFakeRtms } from '#server/integrations/zoom/testing/fake-rtms.ts';
import { FAST_RTMS } from '#server/integrations/zoom/testing/rtms-recorder.ts';
import {
  rtmsStartedWebhook,
  rtmsStoppedWebhook,
  type SignedWebhook,
} from '#server/integrations/zoom/testing/rtms-webhooks.ts';
import { createScriptedProvider } from '#server/speech/ingest/testing/scripted-provider.ts';
import type { SignedIn } from '#server/test/factories.ts';
import { meetingNumber } from '../webhooks/testing/signed-webhook.ts';
import { buildZoomTestApp, TEST_ZOOM, type ZoomTestApp } from './testing/zoom-test-app.ts';

const FRAMES = 40;
const FRAME_BYTES = 640;

/**
 * The whole way from Zoom: a signed `meeting.rtms_started` for a meeting a session is linked to,
 * the RTMS client against a local RTMS peer (signed handshakes, keep-alives, one dropped media
 * socket), each participant's audio through the speech ingest to the provider, and their lines in
 * the transcript under the mapped side.
 */
describe('a Zoom meeting heard end to end', () => {
  // The provider says how much of each participant's audio it heard, when their stream ends.
  const scripted = createScriptedProvider({
    atEnd: (stream) => stream.result({ text: `heard ${stream.audio().length} bytes`, isFinal: true }),
  });
  let fake: FakeRtms;
  let t: ZoomTestApp;
  let a: SignedIn;
  beforeAll(async () => {
    fake = await startFakeRtms({ credentials: TEST_ZOOM, frames: FRAMES });
    t = await buildZoomTestApp({
      speechProvider: scripted.provider,
      rtms: { client: FAST_RTMS, refreshMs: 100 },
    });
    a = await t.factories.user();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const post = (signed: SignedWebhook) =>
    t.app.inject({
      method: 'POST',
      url: '/api/zoom/webhooks',
      headers: signed.headers,
      payload: signed.body,
    });
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: a.headers })).json();
  const signing = { secretToken: TEST_ZOOM.webhookSecretToken };

  it('turns both participants’ audio into their lines, every frame across a dropped media socket', async () => {
    const meetingId = meetingNumber();
    const session = await t.factories.session(a.user.id, {
      zoomMeetingId: String(meetingId),
      participantMappings: { Interviewer: 'INTERVIEWER', Candidate: 'CANDIDATE' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/recording-consent`,
      headers: a.headers,
    });
    const start = fake.start({}, { drop: { socket: 'media', afterFrames: 15 } });
    expect((await post(rtmsStartedWebhook(start, signing, { meetingId }))).statusCode).toBe(200);

    await vi.waitFor(async () =>
      expect((await get(`/api/rtms/status/${session.id}`)).state).toBe('streaming'),
    );
    await fake.ended(start.streamId);
    const heard = `heard ${FRAMES * FRAME_BYTES} bytes`;
    await vi.waitFor(async () => {
      const lines = await get(`/api/sessions/${session.id}/conversation`);
      expect(
        lines.map((l: { speaker: string; speakerName: string; text: string }) => [
          l.speaker,
          l.speakerName,
          l.text,
        ]),
      ).toEqual(
        expect.arrayContaining([
          ['interviewer', 'Interviewer', heard],
          ['candidate', 'Candidate', heard],
        ]),
      );
    });
    const log = fake.log(start.streamId);
    expect(log).toMatchObject({
      drops: 1,
      signalingHandshakes: 1,
      mediaHandshakes: 2,
      kicked: 0,
      refusals: [],
    });
    // The stream's end reaches the status once the client has read Zoom's stop.
    const status = await vi.waitFor(async () => {
      const now = await get(`/api/rtms/status/${session.id}`);
      expect(now).toMatchObject({
        isActive: false,
        state: 'stopped',
        stopReason: 'The stream ended: the meeting ended',
      });
      return now;
    });
    expect(status.participants).toEqual([
      { userId: '16778240', userName: 'Interviewer', speaker: 'interviewer', mapped: true },
      { userId: '16779264', userName: 'Candidate', speaker: 'candidate', mapped: true },
    ]);
    expect((await post(rtmsStoppedWebhook(start, signing))).statusCode).toBe(200);
  });

  it("uses Zoom's own transcript when the stream carries it: the provider hears no more of the audio", async () => {
    const zoom = await startFakeRtms({
      credentials: TEST_ZOOM,
      frames: FRAMES,
      offerTranscripts: true,
      transcriptEvery: 10,
    });
    try {
      const meetingId = meetingNumber();
      const session = await t.factories.session(a.user.id, {
        zoomMeetingId: String(meetingId),
        participantMappings: { Interviewer: 'INTERVIEWER' },
      });
      await t.app.inject({
        method: 'POST',
        url: `/api/sessions/${session.id}/recording-consent`,
        headers: a.headers,
      });
      const providerStreams = scripted.streams.length;
      const start = zoom.start();
      await post(rtmsStartedWebhook(start, signing, { meetingId }));
      await zoom.ended(start.streamId);
      // Lines 1-3: the 4th goes out with the stream's end (TERMINATED on the signaling socket),
      // which may be read first.
      const said = (name: string) => [1, 2, 3].map((n) => `${name} says line ${n}.`);
      await vi.waitFor(async () => {
        const lines = await get(`/api/sessions/${session.id}/conversation`);
        const zoomLines = lines
          .filter((l: { text: string }) => l.text.includes(' says line '))
          .map((l: { speaker: string; text: string }) => [l.speaker, l.text]);
        expect(zoomLines).toEqual(
          expect.arrayContaining([
            ...said('Interviewer').map((text) => ['interviewer', text]),
            ...said('Candidate').map((text) => ['candidate', text]),
          ]),
        );
        expect(new Set(zoomLines.map(String)).size).toBe(zoomLines.length);
      });
      // Each participant's first source heard what came before Zoom's first line; none opened after.
      expect(scripted.streams.length - providerStreams).toBe(2);
      for (const stream of scripted.streams.slice(providerStreams)) {
        expect(stream.audio().length).toBeLessThan(FRAMES * FRAME_BYTES);
      }
    } finally {
      await zoom.close();
    }
  });
});

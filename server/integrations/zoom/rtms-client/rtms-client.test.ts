import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeRtms, startFakeRtms } from '#server/integrations/zoom/testing/fake-rtms.ts';
import type { FakeStreamLog } from '#server/integrations/zoom/testing/fake-rtms-stream.ts';
import { FAST_RTMS, type RtmsRecorder, recordRtms } from '#server/integrations/zoom/testing/rtms-recorder.ts';
import { speechBurst } from '#server/speech/testing/synthetic-audio.ts';
import { connectRtms } from './rtms-client.ts';

const credentials = { clientId: 'client-id-1', clientSecret: 'client-secret-1' };

/** Every frame the peer sent reached the handlers, once, in order, with its participant. */
function expectEveryFrame(heard: RtmsRecorder, log: FakeStreamLog, frames: number) {
  expect(log.framesSent).toEqual({ '16778240': frames, '16779264': frames });
  const steps = Array.from({ length: frames }, (_, i) => log.firstTimestamp + i * log.frameMs);
  expect([...heard.audio.entries()].map(([id, h]) => [id, h.userName, h.timestamps])).toEqual([
    ['16778240', 'Interviewer', steps],
    ['16779264', 'Candidate', steps],
  ]);
}

describe('the RTMS client against a Zoom RTMS peer', () => {
  let fake: FakeRtms;
  beforeAll(async () => {
    fake = await startFakeRtms({ credentials, frames: 40 });
  });
  afterAll(() => fake.close());

  it('signs both handshakes, answers keep-alives and delivers both participants’ audio until the meeting ends', async () => {
    const start = fake.start();
    const heard = recordRtms();
    connectRtms(credentials, start, heard.handlers, { ...FAST_RTMS, log: heard.log });
    expect(await heard.stopped).toBe('The stream ended: the meeting ended');
    const log = fake.log(start.streamId);
    expect(log).toMatchObject({ signalingHandshakes: 1, mediaHandshakes: 1, readyAcks: 1, kicked: 0 });
    expect(log.refusals).toEqual([]);
    expect(log.subscriptions).toEqual([2, 3, 4]);
    expect(log.mediaType).toBe(1);
    for (const socket of ['signaling', 'media'] as const) {
      const keepAlive = log.keepAlive[socket];
      expect(keepAlive.answered).toBeGreaterThanOrEqual(3);
      expect(keepAlive).toMatchObject({ wrong: 0, interrupted: 0 });
    }
    expectEveryFrame(heard, log, 40);
    const interviewer = heard.audio.get('16778240');
    expect(interviewer?.bytes).toBe(40 * 640);
    expect(interviewer?.pcm[0]).toEqual(speechBurst(20, 220));
    expect(heard.states.map((s) => s.state)).toEqual(['connecting', 'streaming', 'stopped']);
    expect(heard.logged).toEqual([]);
  });

  it('reopens a dropped media socket within the window and loses no frame', async () => {
    const start = fake.start({}, { drop: { socket: 'media', afterFrames: 15 } });
    const heard = recordRtms();
    connectRtms(credentials, start, heard.handlers, { ...FAST_RTMS, log: heard.log });
    await heard.stopped;
    const log = fake.log(start.streamId);
    expect(log).toMatchObject({
      drops: 1,
      signalingHandshakes: 1,
      mediaHandshakes: 2,
      readyAcks: 2,
      kicked: 0,
    });
    expectEveryFrame(heard, log, 40);
    expect(heard.states).toEqual([
      { state: 'connecting' },
      { state: 'streaming' },
      { state: 'reconnecting', reason: 'The media connection was lost' },
      { state: 'streaming' },
      { state: 'stopped', reason: 'The stream ended: the meeting ended' },
    ]);
  });

  it('redoes the signaling handshake after a drop while the audio keeps flowing', async () => {
    const start = fake.start({}, { drop: { socket: 'signaling', afterFrames: 10 } });
    const heard = recordRtms();
    connectRtms(credentials, start, heard.handlers, { ...FAST_RTMS, log: heard.log });
    await heard.stopped;
    const log = fake.log(start.streamId);
    expect(log).toMatchObject({ drops: 1, signalingHandshakes: 2, mediaHandshakes: 1, kicked: 0 });
    expect(log.subscriptions).toEqual([2, 3, 4, 2, 3, 4]);
    expectEveryFrame(heard, log, 40);
    expect(heard.states.map((s) => s.state)).toEqual([
      'connecting',
      'streaming',
      'reconnecting',
      'streaming',
      'stopped',
    ]);
  });

  it('reopens a media socket that falls silent (no data, no keep-alive)', async () => {
    const start = fake.start({}, { stallMedia: { afterFrames: 10 } });
    const heard = recordRtms();
    connectRtms(credentials, start, heard.handlers, { ...FAST_RTMS, log: heard.log });
    await heard.stopped;
    const log = fake.log(start.streamId);
    expect(log).toMatchObject({ stalls: 1, mediaHandshakes: 2 });
    expectEveryFrame(heard, log, 40);
    expect(heard.logged).toContainEqual({
      message: 'RTMS socket dropped',
      details: { socket: 'media', code: 1006, why: 'no data and no keep-alive' },
    });
  });

  it('stops cleanly: both sockets closed with 1000, nothing delivered after, one connection per stream', async () => {
    const start = fake.start({}, { frames: 10_000 });
    const heard = recordRtms();
    const connection = connectRtms(credentials, start, heard.handlers, { ...FAST_RTMS, log: heard.log });
    await heard.until(() => heard.frames() >= 10);
    expect(() => connectRtms(credentials, start, recordRtms().handlers, FAST_RTMS)).toThrow(
      'This RTMS stream already has a connection',
    );
    await connection.stop();
    expect(connection.state()).toBe('stopped');
    expect(await heard.stopped).toBe('Stopped');
    const { closes } = fake.log(start.streamId);
    expect(closes).toHaveLength(2);
    expect(closes).toEqual(
      expect.arrayContaining([
        { socket: 'signaling', code: 1000 },
        { socket: 'media', code: 1000 },
      ]),
    );
    const frames = heard.frames();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard.frames()).toBe(frames);
    // Once stopped, the stream may be connected again.
    const again = connectRtms(credentials, start, recordRtms().handlers, FAST_RTMS);
    await again.stop();
    fake.end(start.streamId);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeRtms, startFakeRtms } from '#server/integrations/zoom/testing/fake-rtms.ts';
import { FAST_RTMS, recordRtms } from '#server/integrations/zoom/testing/rtms-recorder.ts';
import { connectRtms } from './rtms-client.ts';

const credentials = { clientId: 'client-id-2', clientSecret: 'client-secret-2' };

describe('the RTMS client when the peer refuses, misbehaves or cannot be reached', () => {
  let fake: FakeRtms;
  let refusingMedia: FakeRtms;
  beforeAll(async () => {
    fake = await startFakeRtms({ credentials, frames: 40, offerTranscripts: true, transcriptEvery: 10 });
    refusingMedia = await startFakeRtms({ credentials, refuseMedia: 35 });
  });
  afterAll(() => Promise.all([fake.close(), refusingMedia.close()]));

  it('reports a signaling handshake refused for its signature, and does not retry', async () => {
    const start = fake.start();
    const heard = recordRtms();
    const wrong = { ...credentials, clientSecret: 'not-the-secret' };
    connectRtms(wrong, start, heard.handlers, { ...FAST_RTMS, log: heard.log });
    expect(await heard.stopped).toBe('Zoom refused the signaling connection: invalid signature (15)');
    expect(fake.log(start.streamId).refusals).toEqual([{ socket: 'signaling', status: 15 }]);
    expect(heard.states.map((s) => s.state)).toEqual(['connecting', 'stopped']);
    expect(JSON.stringify(heard.logged)).not.toContain('not-the-secret');
  });

  it('reports a stream the peer does not know (another meeting’s uuid)', async () => {
    const start = fake.start();
    const heard = recordRtms();
    connectRtms(credentials, { ...start, meetingUuid: 'other==' }, heard.handlers, FAST_RTMS);
    expect(await heard.stopped).toBe(
      'Zoom refused the signaling connection: invalid meeting or stream id (16)',
    );
  });

  it('reports a media handshake refused for its audio parameters', async () => {
    const start = refusingMedia.start();
    const heard = recordRtms();
    connectRtms(credentials, start, heard.handlers, FAST_RTMS);
    expect(await heard.stopped).toBe('Zoom refused the media connection: invalid audio parameters (35)');
    expect(refusingMedia.log(start.streamId).refusals).toEqual([{ socket: 'media', status: 35 }]);
  });

  it('ignores malformed and unknown messages, logging only their type, and keeps every frame', async () => {
    const start = fake.start();
    const heard = recordRtms();
    connectRtms(credentials, start, heard.handlers, { ...FAST_RTMS, log: heard.log });
    await heard.until(() => heard.frames() >= 4);
    const junk = [
      'not json',
      '[]',
      '{"msg_type":14}',
      '{"msg_type":14,"content":{"user_id":1,"user_name":"Mallory","data":"@@@@"}}',
      '{"msg_type":14,"content":{"user_id":1,"user_name":"Mallory","data":"AA=="}}',
      '{"msg_type":99,"anything":true}',
      '{"msg_type":15,"content":{"data":"AAAA"}}',
    ];
    for (const frame of junk) fake.inject(start.streamId, 'media', frame);
    fake.inject(start.streamId, 'media', Buffer.from([1, 2, 3]));
    fake.inject(start.streamId, 'signaling', '{"msg_type":8,"state":"over"}');
    fake.inject(start.streamId, 'signaling', '{"msg_type":2}');
    await heard.stopped;
    expect(heard.audio.get('16778240')?.frames).toBe(40);
    expect(heard.audio.get('16779264')?.frames).toBe(40);
    expect(heard.audio.has('1')).toBe(false);
    const ignored = heard.logged.filter((l) => l.message === 'RTMS message ignored').map((l) => l.details);
    expect(ignored).toEqual([
      { socket: 'media', type: 'not JSON', count: 1 },
      { socket: 'media', type: 'no msg_type', count: 1 },
      { socket: 'media', type: 'malformed msg_type 14', count: 1 },
      { socket: 'media', type: 'audio that is not 16-bit PCM', count: 1 },
      { socket: 'media', type: 'msg_type 99', count: 1 },
      { socket: 'media', type: 'msg_type 15', count: 1 },
      { socket: 'media', type: 'binary frame', count: 1 },
      { socket: 'signaling', type: 'malformed msg_type 8', count: 1 },
      { socket: 'signaling', type: 'malformed msg_type 2', count: 1 },
    ]);
    expect(JSON.stringify(heard.logged)).not.toContain('Mallory');
  });

  it('asks for Zoom’s transcript when the app is offered it and a handler wants it', async () => {
    const start = fake.start();
    const heard = recordRtms();
    const connection = connectRtms(credentials, start, heard.handlers, FAST_RTMS);
    await heard.stopped;
    expect(fake.log(start.streamId).mediaType).toBe(9);
    expect(connection.transcripts()).toBe(true);
    expect(heard.transcripts.map((t) => [t.participant.userName, t.text])).toEqual(
      [1, 2, 3, 4].flatMap((n) => [
        ['Interviewer', `Interviewer says line ${n}.`],
        ['Candidate', `Candidate says line ${n}.`],
      ]),
    );
    const audioOnly = fake.start();
    const { onTranscript: _, ...withoutTranscripts } = recordRtms().handlers;
    const done = recordRtms();
    const handlers = { ...withoutTranscripts, onState: done.handlers.onState };
    const audioConnection = connectRtms(credentials, audioOnly, handlers, FAST_RTMS);
    await done.stopped;
    expect(fake.log(audioOnly.streamId).mediaType).toBe(1);
    expect(audioConnection.transcripts()).toBe(false);
  });

  it('refuses a plain ws:// address outside tests, and gives up on a peer that cannot be reached', async () => {
    const start = fake.start();
    const insecure = recordRtms();
    connectRtms(credentials, start, insecure.handlers, { ...FAST_RTMS, allowInsecure: false });
    expect(await insecure.stopped).toBe('The signaling address is not a secure WebSocket address (wss://)');
    const unreachable = recordRtms();
    const began = Date.now();
    connectRtms(
      credentials,
      { ...fake.start(), serverUrls: 'ws://127.0.0.1:9/signaling' },
      unreachable.handlers,
      { ...FAST_RTMS, signalingWindowMs: 400, log: unreachable.log },
    );
    expect(await unreachable.stopped).toBe('The signaling connection could not be restored within 0.4 s');
    expect(Date.now() - began).toBeGreaterThanOrEqual(400);
    expect(unreachable.logged.filter((l) => l.message === 'RTMS socket dropped').length).toBeGreaterThan(2);
  });
});

import { describe, expect, it } from 'vitest';
import { createUploadStreams, uploadKey } from './upload-streams.ts';

const owner = { userId: 'u1', sessionId: 's1', channel: 'audio-stream:system_audio', uploadId: 'x' };

function streams(limits = { keepMs: 60_000, maxStreams: 3 }) {
  let time = 0;
  const uploads = createUploadStreams(limits, () => time);
  const later = (ms: number) => {
    time += ms;
  };
  return { uploads, later };
}

describe('the uploads’ byte counts', () => {
  it('keeps an upload’s count across its sockets', () => {
    const { uploads } = streams();
    const key = uploadKey(owner);
    uploads.attach(key).bytes += 640;
    uploads.detach(key);
    expect(uploads.attach(key).bytes).toBe(640);
  });

  it('keys by user, session, channel and id together', () => {
    const { uploads } = streams({ keepMs: 60_000, maxStreams: 10 });
    uploads.attach(uploadKey(owner)).bytes = 640;
    for (const other of [
      { ...owner, userId: 'u2' },
      { ...owner, sessionId: 's2' },
      { ...owner, channel: 'audio-stream:mic_audio' },
      { ...owner, uploadId: 'y' },
    ]) {
      expect(uploads.attach(uploadKey(other)).bytes).toBe(0);
    }
  });

  it('forgets an upload some time after its last socket ended, not while one is open', () => {
    const { uploads, later } = streams();
    const key = uploadKey(owner);
    uploads.attach(key).bytes = 640;
    uploads.attach(key);
    uploads.detach(key);
    later(120_000);
    expect(uploads.attach(key).bytes).toBe(640);
    uploads.detach(key);
    uploads.detach(key);
    later(59_999);
    expect(uploads.attach(key).bytes).toBe(640);
    uploads.detach(key);
    later(60_000);
    expect(uploads.attach(key).bytes).toBe(0);
  });

  it('remembers a bounded number, forgetting the longest idle first and never an open one', () => {
    const { uploads, later } = streams();
    const keys = ['a', 'b', 'c', 'd', 'e'].map((uploadId) => uploadKey({ ...owner, uploadId }));
    const [a, b, c, d, e] = keys as [string, string, string, string, string];
    for (const key of [a, b, c]) uploads.attach(key).bytes = 2;
    uploads.detach(b);
    later(1);
    uploads.detach(a);
    uploads.attach(d).bytes = 2;
    expect(uploads.size).toBe(3);
    expect(uploads.attach(a).bytes).toBe(2);
    // b went idle first and was forgotten for d.
    expect(uploads.attach(b).bytes).toBe(0);
    // Every remembered upload is open: a new one is still counted, beyond the bound.
    expect(uploads.attach(e).bytes).toBe(0);
    expect(uploads.size).toBe(5);
    expect(uploads.attach(c).bytes).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { UploadQueue } from './upload-queue.ts';

const frame = (bytes: number, fill: number) => new Uint8Array(bytes).fill(fill).buffer;
const bytesOf = (frames: ArrayBuffer[]) => frames.flatMap((f) => [...new Uint8Array(f)]);

/** Sends each frame on the (new) socket, as the upload does. */
const sendAll = (queue: UploadQueue, frames: ArrayBuffer[]) => {
  for (const f of frames) queue.sent(f);
};

describe('the upload queue', () => {
  it('gives back held frames in order, joined into frames no longer than the limit', () => {
    const queue = new UploadQueue(1000);
    queue.hold(frame(4, 1));
    queue.hold(frame(4, 2));
    queue.hold(frame(4, 3));

    const taken = queue.resume(0, 8);
    expect(taken.map((f) => f.byteLength)).toEqual([8, 4]);
    expect(bytesOf(taken)).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
    expect(queue.bytes).toBe(0);
  });

  it('forgets sent frames once the server says it took them', () => {
    const queue = new UploadQueue(1000);
    sendAll(queue, [frame(4, 1), frame(4, 2), frame(4, 3)]);
    queue.confirm(8);

    expect(queue.bytes).toBe(4);
    expect(bytesOf(queue.resume(8, 100))).toEqual([3, 3, 3, 3]);
  });

  it('after a reconnect drops exactly what the server already took, then sends the rest and what was held', () => {
    const queue = new UploadQueue(1000);
    sendAll(queue, [frame(4, 1), frame(4, 2), frame(4, 3), frame(4, 4)]);
    queue.confirm(4);
    queue.hold(frame(4, 5));

    expect(bytesOf(queue.resume(12, 100))).toEqual([4, 4, 4, 4, 5, 5, 5, 5]);
  });

  it('cuts a frame the server took only part of at the byte it reached', () => {
    const queue = new UploadQueue(1000);
    sendAll(queue, [frame(4, 1), frame(4, 2)]);
    expect(bytesOf(queue.resume(6, 100))).toEqual([2, 2]);
  });

  it('sends every unconfirmed frame again when the server has none of them (0)', () => {
    const queue = new UploadQueue(1000);
    sendAll(queue, [frame(4, 1), frame(4, 2), frame(4, 3)]);
    queue.confirm(4);
    queue.hold(frame(2, 4));

    expect(bytesOf(queue.resume(0, 100))).toEqual([2, 2, 2, 2, 3, 3, 3, 3, 4, 4]);
  });

  it('sends everything again for a count that is not of its frames (beyond what was sent)', () => {
    const queue = new UploadQueue(1000);
    sendAll(queue, [frame(4, 1)]);
    expect(bytesOf(queue.resume(40, 100))).toEqual([1, 1, 1, 1]);
  });

  it('counts on from the server’s count across sockets', () => {
    const queue = new UploadQueue(1000);
    sendAll(queue, [frame(4, 1), frame(4, 2)]);
    queue.confirm(4);
    sendAll(queue, queue.resume(8, 100));
    queue.sent(frame(4, 3));
    queue.confirm(8);
    expect(queue.bytes).toBe(4);
    queue.confirm(12);
    expect(queue.bytes).toBe(0);

    // A server that lost the upload counts from 0 again, and so does the queue.
    queue.sent(frame(4, 4));
    sendAll(queue, queue.resume(0, 100));
    queue.sent(frame(4, 5));
    queue.confirm(4);
    expect(bytesOf(queue.resume(4, 100))).toEqual([5, 5, 5, 5]);
  });

  it('drops the oldest audio beyond its bound and counts what it dropped', () => {
    const queue = new UploadQueue(10);
    for (let fill = 1; fill <= 5; fill++) queue.hold(frame(4, fill));

    expect(queue.bytes).toBe(8);
    expect(queue.dropped).toBe(12);
    expect(bytesOf(queue.resume(0, 100))).toEqual([4, 4, 4, 4, 5, 5, 5, 5]);
  });

  it('sends the rest when the bound dropped sent frames the server never got', () => {
    const queue = new UploadQueue(8);
    sendAll(queue, [frame(4, 1), frame(4, 2)]);
    queue.hold(frame(4, 3));
    // Frame 1 was dropped: the server, at 0, has none of what is left.
    expect(bytesOf(queue.resume(0, 100))).toEqual([2, 2, 2, 2, 3, 3, 3, 3]);
  });
});

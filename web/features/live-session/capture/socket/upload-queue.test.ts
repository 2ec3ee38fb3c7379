import { describe, expect, it } from 'vitest';
import { UploadQueue } from './upload-queue.ts';

const frame = (bytes: number, fill: number) => new Uint8Array(bytes).fill(fill).buffer;
const bytesOf = (frames: ArrayBuffer[]) => frames.flatMap((f) => [...new Uint8Array(f)]);

describe('the upload queue', () => {
  it('gives back held frames in order, joined into frames no longer than the limit', () => {
    const queue = new UploadQueue(1000);
    queue.hold(frame(4, 1));
    queue.hold(frame(4, 2));
    queue.hold(frame(4, 3));

    const taken = queue.takeAll(8);
    expect(taken.map((f) => f.byteLength)).toEqual([8, 4]);
    expect(bytesOf(taken)).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
    expect(queue.bytes).toBe(0);
  });

  it('forgets sent frames once the server says it took them', () => {
    const queue = new UploadQueue(1000);
    queue.sent(frame(4, 1));
    queue.sent(frame(4, 2));
    queue.sent(frame(4, 3));
    queue.confirm(8);

    expect(queue.bytes).toBe(4);
    expect(bytesOf(queue.takeAll(100))).toEqual([3, 3, 3, 3]);
  });

  it('keeps a frame the server took only part of (it is sent again whole)', () => {
    const queue = new UploadQueue(1000);
    queue.sent(frame(4, 1));
    queue.sent(frame(4, 2));
    queue.confirm(6);
    expect(bytesOf(queue.takeAll(100))).toEqual([2, 2, 2, 2]);
  });

  it('puts unconfirmed sent frames before frames held since the socket dropped', () => {
    const queue = new UploadQueue(1000);
    queue.sent(frame(2, 1));
    queue.hold(frame(2, 2));
    expect(bytesOf(queue.takeAll(100))).toEqual([1, 1, 2, 2]);
  });

  it('counts the server’s bytes from zero on each new socket', () => {
    const queue = new UploadQueue(1000);
    queue.sent(frame(4, 1));
    queue.takeAll(100);
    queue.sent(frame(4, 2));
    queue.confirm(4);
    expect(queue.bytes).toBe(0);
  });

  it('drops the oldest audio beyond its bound and counts what it dropped', () => {
    const queue = new UploadQueue(10);
    for (let fill = 1; fill <= 5; fill++) queue.hold(frame(4, fill));

    expect(queue.bytes).toBe(8);
    expect(queue.dropped).toBe(12);
    expect(bytesOf(queue.takeAll(100))).toEqual([4, 4, 4, 4, 5, 5, 5, 5]);
  });
});

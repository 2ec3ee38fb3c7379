import { describe, expect, it } from 'vitest';
import { sendPaced } from './paced-frames.ts';

describe('sendPaced', () => {
  it('sends every byte in frames of the asked length, the last one shorter', async () => {
    const pcm = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251));
    const frames: Buffer[] = [];
    await sendPaced(pcm, (frame) => frames.push(frame), { frameMs: 20, pace: Number.POSITIVE_INFINITY });
    expect(frames.map((f) => f.length)).toEqual([640, 640, 640, 640, 440]);
    expect(Buffer.concat(frames).equals(pcm)).toBe(true);
  });

  it('spreads the frames over the audio’s duration divided by the pace', async () => {
    const pcm = Buffer.alloc(32_000); // one second
    const sentAt: number[] = [];
    const started = performance.now();
    await sendPaced(pcm, () => sentAt.push(performance.now() - started), { frameMs: 100, pace: 4 });
    expect(sentAt).toHaveLength(10);
    // The tenth frame is captured at 900 ms of audio: 225 ms at four times real time.
    expect(sentAt.at(-1)).toBeGreaterThanOrEqual(220);
    expect(sentAt.at(-1)).toBeLessThan(600);
  });
});

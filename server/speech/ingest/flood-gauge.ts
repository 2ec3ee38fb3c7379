import { PCM_BYTES_PER_SECOND } from '#contracts/speech.ts';

/**
 * How much an audio socket may send: a steady rate, and a burst big enough for the minute of
 * audio a browser buffers while its socket was down (spec 000 §4) to arrive all at once.
 */
export type FloodLimits = {
  framesBurst: number;
  framesPerSecond: number;
  bytesBurst: number;
  bytesPerSecond: number;
};

export const DEFAULT_FLOOD_LIMITS: FloodLimits = {
  // 90 s of 20 ms frames at once, then 100 frames a second (the browser sends at most 50).
  framesBurst: 4_500,
  framesPerSecond: 100,
  bytesBurst: 90 * PCM_BYTES_PER_SECOND,
  bytesPerSecond: 3 * PCM_BYTES_PER_SECOND,
};

/** Token buckets of frames and bytes; the gauge answers false once a socket floods. */
export function createFloodGauge(limits: FloodLimits, now: () => number = Date.now) {
  let frames = limits.framesBurst;
  let bytes = limits.bytesBurst;
  let at = now();
  return (size: number): boolean => {
    const t = now();
    const seconds = (t - at) / 1000;
    at = t;
    frames = Math.min(limits.framesBurst, frames + seconds * limits.framesPerSecond) - 1;
    bytes = Math.min(limits.bytesBurst, bytes + seconds * limits.bytesPerSecond) - size;
    return frames >= 0 && bytes >= 0;
  };
}

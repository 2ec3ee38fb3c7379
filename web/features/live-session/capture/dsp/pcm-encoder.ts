import { Downsampler } from './downsampler.ts';
import { writePcm16 } from './pcm16.ts';

/** Frame lengths the server accepts are 20–100 ms (contracts/speech.ts). */
export const FRAME_MS_MIN = 20;
export const FRAME_MS_MAX = 100;

/**
 * Turns the audio context's float blocks (128 samples at its own rate) into mono PCM16 LE frames
 * of `frameMs` at `outputRate` (the speech rate, 16 kHz), each a fresh ArrayBuffer that can be
 * transferred to the main thread. It imports nothing from contracts/, so the worklet that runs it
 * stays small (no zod).
 */
export class PcmEncoder {
  readonly frameBytes: number;
  private readonly downsampler: Downsampler;
  private frame: ArrayBuffer;
  private view: DataView;
  private filled = 0;

  constructor(inputRate: number, outputRate: number, frameMs: number) {
    if (!(frameMs >= FRAME_MS_MIN && frameMs <= FRAME_MS_MAX)) {
      throw new RangeError(`Frames last ${FRAME_MS_MIN}–${FRAME_MS_MAX} ms`);
    }
    this.downsampler = new Downsampler(inputRate, outputRate);
    this.frameBytes = Math.round((outputRate * frameMs) / 1000) * 2;
    this.frame = new ArrayBuffer(this.frameBytes);
    this.view = new DataView(this.frame);
  }

  /** Encodes one block; returns the frames it completes, oldest first. */
  push(block: Float32Array): ArrayBuffer[] {
    let samples = this.downsampler.push(block);
    const frames: ArrayBuffer[] = [];
    while (samples.length > 0) {
      const room = (this.frameBytes - this.filled) / 2;
      const part = samples.subarray(0, room);
      writePcm16(part, this.view, this.filled);
      this.filled += part.length * 2;
      samples = samples.subarray(part.length);
      if (this.filled === this.frameBytes) frames.push(this.take());
    }
    return frames;
  }

  /** The samples of a frame not yet full, as a shorter frame (null when there are none). */
  flush(): ArrayBuffer | null {
    if (this.filled === 0) return null;
    const rest = this.frame.slice(0, this.filled);
    this.take();
    return rest;
  }

  private take(): ArrayBuffer {
    const full = this.frame;
    this.frame = new ArrayBuffer(this.frameBytes);
    this.view = new DataView(this.frame);
    this.filled = 0;
    return full;
  }
}

import { describe, expect, it } from 'vitest';
import { PcmEncoder } from './pcm-encoder.ts';
import { mixToMono, writePcm16 } from './pcm16.ts';

function sineBlocks(rate: number, seconds: number): Float32Array[] {
  const blocks: Float32Array[] = [];
  const total = Math.round(rate * seconds);
  for (let start = 0; start < total; start += 128) {
    const block = new Float32Array(Math.min(128, total - start));
    for (let i = 0; i < block.length; i++)
      block[i] = 0.5 * Math.sin((2 * Math.PI * 1000 * (start + i)) / rate);
    blocks.push(block);
  }
  return blocks;
}

describe('float samples to PCM16', () => {
  it('writes little-endian 16-bit samples, clamped, reaching both ends of the range', () => {
    const view = new DataView(new ArrayBuffer(12));
    writePcm16(new Float32Array([0, 1, -1, 2, -3, 0.5]), view);
    const bytes = [...new Uint8Array(view.buffer)];
    expect(bytes.slice(0, 6)).toEqual([0x00, 0x00, 0xff, 0x7f, 0x00, 0x80]);
    expect([view.getInt16(6, true), view.getInt16(8, true), view.getInt16(10, true)]).toEqual([
      32767, -32768, 16384,
    ]);
  });

  it('mixes channels to mono by their average', () => {
    expect(mixToMono([new Float32Array([1, 0.5]), new Float32Array([0, -0.5])])).toEqual(
      new Float32Array([0.5, 0]),
    );
    const single = new Float32Array([0.25]);
    expect(mixToMono([single])).toBe(single);
    expect(mixToMono([])).toHaveLength(0);
  });
});

describe('the PCM encoder', () => {
  it('cuts one second at 48 kHz into 50 ms frames of 1,600 bytes carrying the tone', () => {
    const encoder = new PcmEncoder(48_000, 16_000, 50);
    const frames = sineBlocks(48_000, 1).flatMap((block) => encoder.push(block));
    const rest = encoder.flush();

    expect(encoder.frameBytes).toBe(1600);
    expect(frames).toHaveLength(19); // the 20th is completed by the filter's look-ahead, not yet in
    for (const frame of frames) expect(frame.byteLength).toBe(1600);
    expect(rest?.byteLength).toBeGreaterThan(0);
    expect(rest?.byteLength).toBeLessThan(1600);

    const samples = new Int16Array(frames.flatMap((f) => [...new Int16Array(f)]));
    const body = samples.subarray(800, samples.length - 800);
    const rms = Math.sqrt(body.reduce((sum, s) => sum + s * s, 0) / body.length);
    expect(rms / 32767).toBeCloseTo(0.5 / Math.SQRT2, 2);
  });

  it('makes 100 ms frames of 3,200 bytes from 44.1 kHz', () => {
    const encoder = new PcmEncoder(44_100, 16_000, 100);
    const frames = sineBlocks(44_100, 0.5).flatMap((block) => encoder.push(block));
    expect(frames).toHaveLength(4);
    expect(frames.every((frame) => frame.byteLength === 3200)).toBe(true);
  });

  it('hands out a new buffer for every frame, so each can be transferred', () => {
    const encoder = new PcmEncoder(16_000, 16_000, 20);
    const frames = sineBlocks(16_000, 0.2).flatMap((block) => encoder.push(block));
    expect(new Set(frames).size).toBe(frames.length);
    expect(encoder.flush()).not.toBe(frames.at(-1));
  });

  it('has nothing to flush when no partial frame is held', () => {
    expect(new PcmEncoder(48_000, 16_000, 20).flush()).toBeNull();
  });

  it('refuses frames shorter than 20 ms or longer than 100 ms', () => {
    expect(() => new PcmEncoder(48_000, 16_000, 10)).toThrow(RangeError);
    expect(() => new PcmEncoder(48_000, 16_000, 250)).toThrow(RangeError);
  });
});

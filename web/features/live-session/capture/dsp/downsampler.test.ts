import { describe, expect, it } from 'vitest';
import { Downsampler } from './downsampler.ts';

function sine(rate: number, frequency: number, seconds: number, amplitude = 0.5): Float32Array {
  const samples = new Float32Array(Math.round(rate * seconds));
  for (let i = 0; i < samples.length; i++)
    samples[i] = amplitude * Math.sin((2 * Math.PI * frequency * i) / rate);
  return samples;
}

/** Runs the signal through in 128-sample blocks, as an AudioWorklet delivers it. */
function resample(input: Float32Array, inputRate: number, block = 128): Float32Array {
  const downsampler = new Downsampler(inputRate, 16_000);
  const parts: Float32Array[] = [];
  for (let i = 0; i < input.length; i += block) parts.push(downsampler.push(input.subarray(i, i + block)));
  const output = new Float32Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    output.set(part, offset);
    offset += part.length;
  }
  return output;
}

/** RMS away from the filter's start-up (the first and last 50 ms). */
function steadyRms(samples: Float32Array): number {
  const body = samples.subarray(800, samples.length - 800);
  return Math.sqrt(body.reduce((sum, s) => sum + s * s, 0) / body.length);
}

function zeroCrossings(samples: Float32Array): number {
  let count = 0;
  for (let i = 1; i < samples.length; i++) if ((samples[i - 1] ?? 0) < 0 !== (samples[i] ?? 0) < 0) count++;
  return count;
}

describe('downsampling to 16 kHz', () => {
  it.each([48_000, 44_100, 32_000, 96_000])(
    'keeps a 1 kHz tone from %i Hz: length, level and pitch',
    (rate) => {
      const output = resample(sine(rate, 1000, 1), rate);

      // One second in, one second out, less the filter's look-ahead (a few ms).
      expect(output.length).toBeGreaterThan(16_000 - 80);
      expect(output.length).toBeLessThanOrEqual(16_000);
      expect(steadyRms(output)).toBeCloseTo(0.5 / Math.SQRT2, 2);
      expect(zeroCrossings(output)).toBeGreaterThanOrEqual(1995);
      expect(zeroCrossings(output)).toBeLessThanOrEqual(2001);
    },
  );

  it.each([
    [48_000, 12_000],
    [48_000, 9_000],
    [44_100, 10_000],
    [44_100, 15_000],
  ])(
    'removes a tone above the new Nyquist frequency (%i Hz input, %i Hz tone) by 40 dB or more',
    (rate, tone) => {
      const output = resample(sine(rate, tone, 1), rate);
      expect(steadyRms(output)).toBeLessThan((0.5 / Math.SQRT2) * 0.01);
    },
  );

  it('keeps speech-band tones (300 Hz to 5 kHz) within 1 dB', () => {
    for (const tone of [300, 2000, 5000]) {
      const output = resample(sine(48_000, tone, 0.5), 48_000);
      expect(20 * Math.log10(steadyRms(output) / (0.5 / Math.SQRT2))).toBeGreaterThan(-1);
    }
  });

  it('gives the same samples whatever the block size', () => {
    const input = sine(44_100, 440, 0.3);
    const whole = resample(input, 44_100, input.length);
    const blocks = resample(input, 44_100, 128);
    const odd = resample(input, 44_100, 37);
    expect(blocks).toEqual(whole);
    expect(odd).toEqual(whole);
  });

  it('passes a constant level unchanged', () => {
    const output = resample(new Float32Array(48_000).fill(0.25), 48_000);
    expect(output[8000]).toBeCloseTo(0.25, 5);
  });

  it('refuses a rate that is not positive', () => {
    expect(() => new Downsampler(0, 16_000)).toThrow(RangeError);
  });
});

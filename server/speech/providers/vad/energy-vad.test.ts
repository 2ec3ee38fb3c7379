import { describe, expect, it } from 'vitest';
import { frames, mix, noise, silence, speechBurst, tone } from '#server/speech/testing/synthetic-audio.ts';
import { EnergyVad, frameLevelDb, VAD_FRAME_MS } from './energy-vad.ts';

const int16 = (b: Buffer) => new Int16Array(b.buffer, b.byteOffset, b.length / 2);
/** Which 20 ms frames of `audio` the VAD calls speech. */
const classify = (vad: EnergyVad, audio: Buffer) =>
  frames(audio, VAD_FRAME_MS).map((f) => vad.isSpeech(int16(f)));
const share = (flags: boolean[]) => flags.filter(Boolean).length / flags.length;

describe('EnergyVad', () => {
  it('measures frame levels in dBFS', () => {
    expect(frameLevelDb(int16(tone(20, 1000, 1)))).toBeCloseTo(-3, 0);
    expect(frameLevelDb(int16(tone(20, 1000, 0.1)))).toBeCloseTo(-23, 0);
    expect(frameLevelDb(int16(silence(20)))).toBe(-100);
  });

  it('hears speech over digital silence and nothing in the silence', () => {
    const vad = new EnergyVad();
    expect(share(classify(vad, silence(1000)))).toBe(0);
    expect(share(classify(vad, speechBurst(1000, 300)))).toBeGreaterThan(0.95);
    expect(share(classify(vad, silence(1000)))).toBe(0);
  });

  it('learns a steady background noise and still hears a voice 15 dB above it', () => {
    const vad = new EnergyVad();
    const background = noise(4000, 0.02); // about -39 dBFS
    const flags = classify(vad, background);
    expect(share(flags.slice(-100))).toBe(0);
    const voice = classify(vad, mix(noise(1000, 0.02, 2), speechBurst(1000, 300, 0.2)));
    expect(share(voice)).toBeGreaterThan(0.7);
  });

  it('follows a louder room within its floor window, then a quieter one at once', () => {
    const vad = new EnergyVad({ floorWindowMs: 3000 });
    classify(vad, noise(2000, 0.005, 3));
    const quietFloor = vad.noiseFloorDb();
    const loud = classify(vad, noise(5000, 0.05, 4));
    expect(share(loud.slice(0, 50))).toBe(1); // a new noise is speech at first…
    expect(share(loud.slice(-50))).toBe(0); // …and background once the window has passed
    expect(vad.noiseFloorDb()).toBeGreaterThan(quietFloor + 15);
    classify(vad, noise(200, 0.005, 5));
    expect(vad.noiseFloorDb()).toBeLessThan(quietFloor + 3);
  });

  it('never calls very quiet audio speech, however still the room', () => {
    const vad = new EnergyVad();
    classify(vad, silence(1000));
    expect(share(classify(vad, tone(500, 300, 0.0008)))).toBe(0); // -65 dBFS
  });
});

describe('EnergyVad at the start of a stream', () => {
  it('hears someone already talking when capture starts', () => {
    const flags = classify(new EnergyVad(), speechBurst(1000, 300, 0.1));
    expect(share(flags)).toBeGreaterThan(0.9);
  });

  it('takes a steady sound at the start as the background within 200 ms', () => {
    const flags = classify(new EnergyVad(), noise(2000, 0.05, 11));
    expect(flags.filter(Boolean).length).toBeLessThanOrEqual(10);
    expect(share(flags.slice(10))).toBe(0);
  });
});

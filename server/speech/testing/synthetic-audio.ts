import { execFileSync } from 'node:child_process';
import { SPEECH_SAMPLE_RATE } from '#contracts/speech.ts';

/** PCM16 mono 16 kHz test audio, built sample by sample. */
const samples = (ms: number) => Math.round((ms * SPEECH_SAMPLE_RATE) / 1000);

function pcm(ms: number, sample: (i: number) => number): Buffer {
  const n = samples(ms);
  const out = Buffer.alloc(n * 2);
  for (let i = 0; i < n; i += 1) {
    out.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(sample(i) * 32767))), i * 2);
  }
  return out;
}

export const silence = (ms: number) => Buffer.alloc(samples(ms) * 2);

/** A steady sine at `hz`, amplitude 0–1 of full scale. */
export const tone = (ms: number, hz: number, amplitude = 0.3) =>
  pcm(ms, (i) => amplitude * Math.sin((2 * Math.PI * hz * i) / SPEECH_SAMPLE_RATE));

/** Deterministic white noise (an LCG), amplitude 0–1 of full scale. */
export function noise(ms: number, amplitude: number, seed = 1): Buffer {
  let state = seed;
  return pcm(ms, () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return amplitude * ((state / 0x7fffffff) * 2 - 1);
  });
}

/**
 * A speech-like burst: a tone whose loudness rises and falls four times a second, as syllables
 * do, so it has the dips between "words" a real voice has.
 */
export const speechBurst = (ms: number, hz: number, amplitude = 0.3) =>
  pcm(ms, (i) => {
    const t = i / SPEECH_SAMPLE_RATE;
    const syllable = 0.55 + 0.45 * Math.sin(2 * Math.PI * 4 * t);
    return amplitude * syllable * Math.sin(2 * Math.PI * hz * t);
  });

/** Adds two signals sample by sample (the shorter is padded with silence). */
export function mix(a: Buffer, b: Buffer): Buffer {
  const out = Buffer.alloc(Math.max(a.length, b.length));
  for (let i = 0; i + 1 < out.length; i += 2) {
    const sum = (i < a.length ? a.readInt16LE(i) : 0) + (i < b.length ? b.readInt16LE(i) : 0);
    out.writeInt16LE(Math.max(-32768, Math.min(32767, sum)), i);
  }
  return out;
}

/**
 * The frequency of a tone, from zero crossings over the loud 20 ms frames only (so silence
 * around a burst does not count): fake recognisers use it to tell bursts apart.
 */
export function dominantHz(audio: Buffer): number {
  const frame = samples(20) * 2;
  let crossings = 0;
  let loudSamples = 0;
  for (let start = 0; start + frame <= audio.length; start += frame) {
    let peak = 0;
    for (let i = start; i < start + frame; i += 2) peak = Math.max(peak, Math.abs(audio.readInt16LE(i)));
    if (peak < 1000) continue;
    loudSamples += frame / 2;
    for (let i = start + 2; i < start + frame; i += 2)
      if (audio.readInt16LE(i) >= 0 !== audio.readInt16LE(i - 2) >= 0) crossings += 1;
  }
  return loudSamples ? Math.round((crossings / 2) * (SPEECH_SAMPLE_RATE / loudSamples)) : 0;
}

/** Splits audio into `frameMs` frames, as the browser's AudioWorklet sends them. */
export function frames(audio: Buffer, frameMs = 20): Buffer[] {
  const size = samples(frameMs) * 2;
  const out: Buffer[] = [];
  for (let i = 0; i < audio.length; i += size) out.push(audio.subarray(i, i + size));
  return out;
}

/** Real speech from espeak-ng, resampled by sox to PCM16 mono 16 kHz (both are installed here). */
export function spokenPcm(text: string, voice = 'en-us'): Buffer {
  const wav = execFileSync('espeak-ng', ['-v', voice, '--stdout', text], { maxBuffer: 64 << 20 });
  return execFileSync(
    'sox',
    ['-t', 'wav', '-', '-r', '16000', '-c', '1', '-b', '16', '-e', 'signed-integer', '-t', 'raw', '-'],
    {
      input: wav,
      maxBuffer: 64 << 20,
    },
  );
}

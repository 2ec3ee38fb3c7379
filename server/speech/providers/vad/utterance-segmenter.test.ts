import { describe, expect, it } from 'vitest';
import {
  frames,
  mix,
  noise,
  silence,
  speechBurst,
  spokenPcm,
} from '#server/speech/testing/synthetic-audio.ts';
import { type Utterance, UtteranceSegmenter } from './utterance-segmenter.ts';

const ms = (audio: Buffer) => audio.length / 32;

function segment(audio: Buffer, frameMs = 20) {
  const found: Utterance[] = [];
  const segmenter = new UtteranceSegmenter((u) => found.push(u));
  for (const frame of frames(audio, frameMs)) segmenter.write(frame);
  segmenter.flush();
  return found;
}

describe('UtteranceSegmenter', () => {
  it('gives one utterance per burst, with 200 ms before it and at most 200 ms of pause after', () => {
    const audio = Buffer.concat([
      silence(1000),
      speechBurst(1200, 300),
      silence(800),
      speechBurst(900, 500),
      silence(1000),
    ]);
    const found = segment(audio);
    expect(found.map((u) => [u.startMs, u.endMs])).toEqual([
      [800, 2400],
      [2800, 4100],
    ]);
    expect(found.map((u) => ms(u.pcm))).toEqual([1600, 1300]);
  });

  it('keeps a speaker together across a pause shorter than half a second', () => {
    const audio = Buffer.concat([speechBurst(700, 300), silence(400), speechBurst(700, 300), silence(700)]);
    expect(segment(audio)).toHaveLength(1);
  });

  it('drops a click or a cough shorter than a quarter second', () => {
    const audio = Buffer.concat([
      silence(500),
      speechBurst(160, 300),
      silence(1000),
      speechBurst(600, 400),
      silence(600),
    ]);
    const found = segment(audio);
    expect(found).toHaveLength(1);
    expect(found[0]?.startMs).toBe(1460);
  });

  it('cuts a monologue within 15 s at a gap between words, losing nothing', () => {
    const words = Array.from({ length: 16 }, () => [speechBurst(1000, 300), silence(300)]).flat();
    const audio = Buffer.concat([silence(500), ...words, silence(600)]);
    const found = segment(audio);
    expect(found.length).toBeGreaterThanOrEqual(2);
    for (const u of found) expect(u.endMs - u.startMs).toBeLessThanOrEqual(15_000);
    expect(found[0]?.endMs).toBe(found[1]?.startMs);
    expect(found.reduce((sum, u) => sum + ms(u.pcm), 0)).toBe((found.at(-1)?.endMs ?? 0) - 300);
    // Gaps are where the cut falls: the first utterance ends in silence.
    const first = found[0]?.pcm ?? Buffer.alloc(0);
    expect(first.subarray(-40).every((b) => b === 0)).toBe(true);
  });

  it('finds the same utterances whatever the frame sizes the browser sends', () => {
    const audio = Buffer.concat([
      silence(300),
      speechBurst(800, 300),
      silence(700),
      speechBurst(500, 600),
      silence(100),
    ]);
    const bySize = [20, 50, 100, 333].map((f) => segment(audio, f).map((u) => [u.startMs, u.endMs]));
    for (const result of bySize) expect(result).toEqual(bySize[0]);
    const oddBytes = new UtteranceSegmenter(() => {});
    expect(() => oddBytes.write(Buffer.alloc(641))).not.toThrow();
  });

  it('delivers the utterance still being spoken when the stream ends, and shows it in progress', () => {
    const found: Utterance[] = [];
    const segmenter = new UtteranceSegmenter((u) => found.push(u));
    segmenter.write(silence(200));
    expect(segmenter.inProgress()).toBeUndefined();
    segmenter.write(speechBurst(600, 300));
    expect(ms(Buffer.concat(segmenter.inProgress()?.frames ?? []))).toBe(800);
    segmenter.flush();
    expect(found).toHaveLength(1);
  });

  it('splits real speech at its sentences, in a quiet room and over fan noise', () => {
    const sentences = [
      'Tell me about your last project.',
      'I rebuilt the billing service.',
      'It took three months.',
    ];
    const speech = sentences.flatMap((s) => [silence(900), spokenPcm(s)]);
    const clean = Buffer.concat([...speech, silence(900)]);
    expect(segment(clean)).toHaveLength(3);
    const noisy = mix(clean, noise(ms(clean), 0.02, 9));
    expect(segment(noisy)).toHaveLength(3);
  });
});

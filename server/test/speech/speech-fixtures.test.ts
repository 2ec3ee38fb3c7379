import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PCM_BYTES_PER_SECOND } from '#contracts/speech.ts';
import { readWavHeader, WAV_HEADER_BYTES } from '#server/speech/wav.ts';
import {
  conversationWav,
  readWavPcm,
  silencePcm,
  speechFixturesAvailable,
  synthesizePcm,
  synthesizeWav,
} from './speech-fixtures.ts';

/** Root mean square of PCM16 samples, 0–32768. */
function loudness(pcm: Buffer) {
  let sum = 0;
  for (let i = 0; i + 1 < pcm.length; i += 2) sum += pcm.readInt16LE(i) ** 2;
  return Math.sqrt(sum / (pcm.length / 2));
}

describe.skipIf(!speechFixturesAvailable.available)(
  `speech fixtures ${speechFixturesAvailable.reason}`,
  () => {
    it('speaks a sentence as a 16 kHz mono PCM16 WAV whose header counts its samples', async () => {
      const wavPath = await synthesizeWav('how do you handle conflict with a colleague');
      const file = readFileSync(wavPath);
      expect(readWavHeader(file)).toEqual({
        sampleRate: 16_000,
        channels: 1,
        bitsPerSample: 16,
        dataBytes: file.length - WAV_HEADER_BYTES,
      });
      const seconds = (file.length - WAV_HEADER_BYTES) / PCM_BYTES_PER_SECOND;
      expect(seconds).toBeGreaterThan(1.5);
      expect(seconds).toBeLessThan(6);
      expect(loudness(readWavPcm(wavPath))).toBeGreaterThan(500);
    });

    it('makes each text and voice once and reuses the file', async () => {
      const first = await synthesizeWav('we agree on a plan', { voice: 'en-us+klatt6' });
      const madeAt = statSync(first).mtimeMs;
      const again = await synthesizeWav('we agree on a plan', { voice: 'en-us+klatt6' });
      const otherVoice = await synthesizeWav('we agree on a plan', { voice: 'en-us+klatt3' });
      expect(again).toBe(first);
      expect(statSync(again).mtimeMs).toBe(madeAt);
      expect(otherVoice).not.toBe(first);
      expect(readWavPcm(otherVoice).equals(readWavPcm(first))).toBe(false);
    });

    it('speaks slower when asked for fewer words a minute', async () => {
      const usual = await synthesizePcm('i built a payment service');
      const slow = await synthesizePcm('i built a payment service', { wordsPerMinute: 100 });
      expect(slow.length).toBeGreaterThan(usual.length * 1.2);
    });

    it('joins turns with silence between them and says where each starts', async () => {
      const turns = [
        { text: 'tell me about a time' },
        { text: 'i led a team', voice: 'en-us+klatt6', gapMs: 500 },
      ];
      const conversation = await conversationWav(turns, { gapMs: 250, trailingMs: 750 });
      const first = await synthesizePcm('tell me about a time');
      const second = await synthesizePcm('i led a team', { voice: 'en-us+klatt6' });
      const pcm = readWavPcm(conversation.path);

      expect(pcm.length).toBe(
        silencePcm(250).length +
          first.length +
          silencePcm(500).length +
          second.length +
          silencePcm(750).length,
      );
      const secondStart = silencePcm(250).length + first.length + silencePcm(500).length;
      expect(pcm.subarray(secondStart, secondStart + second.length).equals(second)).toBe(true);
      expect(loudness(pcm.subarray(secondStart - silencePcm(500).length, secondStart))).toBe(0);
      expect(conversation.offsetsMs).toEqual([250, Math.round((secondStart / PCM_BYTES_PER_SECOND) * 1000)]);
    });
  },
);

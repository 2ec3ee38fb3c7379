import { describe, expect, it } from 'vitest';
import { pcmSeconds, readWavHeader, toWav, WAV_HEADER_BYTES, wavHeader } from './wav.ts';

describe('wav', () => {
  it('writes a header whose sizes match the audio it carries', () => {
    const pcm = Buffer.alloc(32_000 * 3); // three seconds of silence
    const file = toWav(pcm);
    expect(file.length).toBe(WAV_HEADER_BYTES + pcm.length);
    expect(file.readUInt32LE(4)).toBe(file.length - 8);
    expect(readWavHeader(file)).toEqual({
      sampleRate: 16_000,
      channels: 1,
      bitsPerSample: 16,
      dataBytes: pcm.length,
    });
    expect(pcmSeconds(pcm.length)).toBe(3);
  });

  it('refuses what is not a PCM WAV file', () => {
    expect(readWavHeader(Buffer.from('not a wav file at all, just some text here....'))).toBeUndefined();
    const floatWav = wavHeader(10);
    floatWav.writeUInt16LE(3, 20);
    expect(readWavHeader(floatWav)).toBeUndefined();
  });
});

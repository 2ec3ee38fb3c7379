import { PCM_BYTES_PER_SECOND, SPEECH_SAMPLE_RATE } from '#contracts/speech.ts';

/** Bytes of the canonical RIFF/WAVE header before the PCM data. */
export const WAV_HEADER_BYTES = 44;

/** The 44-byte header of a PCM16 WAV file holding `dataBytes` of mono 16 kHz audio. */
export function wavHeader(dataBytes: number, sampleRate = SPEECH_SAMPLE_RATE, channels = 1): Buffer {
  const bitsPerSample = 16;
  const blockAlign = (channels * bitsPerSample) / 8;
  const header = Buffer.alloc(WAV_HEADER_BYTES);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // size of the fmt chunk
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(bitsPerSample, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** A whole WAV file around PCM16 mono samples. */
export const toWav = (pcm: Buffer, sampleRate = SPEECH_SAMPLE_RATE): Buffer =>
  Buffer.concat([wavHeader(pcm.length, sampleRate), pcm]);

export type WavInfo = { sampleRate: number; channels: number; bitsPerSample: number; dataBytes: number };

/** Reads a canonical PCM WAV header; undefined when `file` does not start with one. */
export function readWavHeader(file: Buffer): WavInfo | undefined {
  if (file.length < WAV_HEADER_BYTES) return undefined;
  if (file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WAVE') return undefined;
  if (file.toString('ascii', 12, 16) !== 'fmt ' || file.readUInt16LE(20) !== 1) return undefined;
  if (file.toString('ascii', 36, 40) !== 'data') return undefined;
  return {
    channels: file.readUInt16LE(22),
    sampleRate: file.readUInt32LE(24),
    bitsPerSample: file.readUInt16LE(34),
    dataBytes: file.readUInt32LE(40),
  };
}

/** Seconds of mono 16 kHz PCM16 in `bytes`. */
export const pcmSeconds = (bytes: number) => bytes / PCM_BYTES_PER_SECOND;

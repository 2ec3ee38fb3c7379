import { randomBytes } from 'node:crypto';
import { wavHeader } from '#server/speech/wav.ts';

export type UtteranceUpload = { body: Buffer; contentType: string };

/**
 * The `multipart/form-data` body of one transcription request, built in one copy: the fields, then
 * the utterance as a WAV file (header and PCM, whole or in frames) and the closing boundary. The SDK's own path
 * (`toFile`, a Blob, FormData and a web stream) copied each utterance several times on the server's
 * main thread, the busiest work of a server transcribing 100 streams (bench/README.md, speech-load).
 */
export function utteranceUpload(
  pcm: Buffer | readonly Buffer[],
  fields: Record<string, string>,
): UtteranceUpload {
  const frames = Buffer.isBuffer(pcm) ? [pcm] : pcm;
  const pcmBytes = frames.reduce((n, frame) => n + frame.length, 0);
  const boundary = `----interview-hub-${randomBytes(12).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const fileHead =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="utterance.wav"\r\n` +
    'Content-Type: audio/wav\r\n\r\n';
  const body = Buffer.concat([
    Buffer.from(parts.join('') + fileHead, 'utf8'),
    wavHeader(pcmBytes),
    ...frames,
    Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

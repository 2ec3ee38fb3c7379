import type { AudioChunkMessage } from '#contracts/speech.ts';

/** The start_streaming channel's JSON frame: the PCM in base64, and when it was sent (ms since epoch). */
export function toAudioChunk(frame: ArrayBuffer, timestamp: number): AudioChunkMessage {
  return { type: 'audio_chunk', audioData: toBase64(new Uint8Array(frame)), timestamp };
}

/** Base64 of the bytes, built in slices so a long frame never exceeds the argument limit. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  }
  return btoa(binary);
}

const SLICE = 0x2000;

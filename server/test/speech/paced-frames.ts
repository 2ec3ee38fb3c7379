import { setTimeout as sleep } from 'node:timers/promises';
import { PCM_BYTES_PER_SECOND } from '#contracts/speech.ts';

export type PaceOptions = {
  /** Length of each frame; the browser's AudioWorklet sends 20–100 ms. */
  frameMs?: number;
  /** How many times faster than real time (1: as spoken). */
  pace?: number;
};

/**
 * Hands `pcm` (16 kHz mono PCM16) to `send` in frames of `frameMs`, each when it would have been
 * captured, `pace` times faster than real time. Frames are scheduled against the start, so timer
 * lateness never adds up over a long stream.
 */
export async function sendPaced(
  pcm: Buffer,
  send: (frame: Buffer) => void,
  { frameMs = 40, pace = 1 }: PaceOptions = {},
) {
  const frameBytes = Math.round((frameMs * PCM_BYTES_PER_SECOND) / 1000 / 2) * 2;
  const started = performance.now();
  for (let at = 0, n = 0; at < pcm.length; at += frameBytes, n += 1) {
    const wait = started + (n * frameMs) / pace - performance.now();
    if (wait > 1) await sleep(wait);
    send(pcm.subarray(at, at + frameBytes));
  }
}

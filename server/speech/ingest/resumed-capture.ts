import { PCM_BYTES_PER_SECOND } from '#contracts/speech.ts';
import type { TrackKey } from '../recordings/track-pieces.repository.ts';

/**
 * A resumed capture's stream hears again at most this much of what its track had not transcribed
 * (a minute); a longer stretch (the provider was down meanwhile) is left to recovery as a gap.
 */
export const REHEAR_MAX_BYTES = 60 * PCM_BYTES_PER_SECOND;

export type ResumeDeps = {
  /** Where the participant's last spoken line in the transcript ends (0 when there is none). */
  spokenTo(at: TrackKey): Promise<number>;
  /** The track's stored PCM `[start, end)`. */
  readTrack(at: TrackKey, start: number, end: number): Promise<AsyncIterable<Buffer>>;
};

/**
 * Where a resumed capture's stream starts hearing its track (docs/decisions/044-recordings-
 * across-instances.md): after the last line or gap the track's transcription settled, and after
 * the participant's last spoken line (a process killed between storing a line and settling the
 * track leaves the track behind), never past where the capture's own audio begins.
 */
export async function rehearFrom(
  deps: Pick<ResumeDeps, 'spokenTo'>,
  at: TrackKey,
  start: number,
  heardTo: number,
): Promise<number> {
  return Math.min(start, Math.max(heardTo, await deps.spokenTo(at)));
}

/** The stored audio `[from, to)` of the track, whole (at most `REHEAR_MAX_BYTES`). */
export async function storedAudio(
  deps: Pick<ResumeDeps, 'readTrack'>,
  at: TrackKey,
  from: number,
  to: number,
): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of await deps.readTrack(at, from, to)) parts.push(chunk);
  const pcm = Buffer.concat(parts);
  if (pcm.length !== to - from) throw new Error(`The track held ${pcm.length} of ${to - from} bytes`);
  return pcm;
}

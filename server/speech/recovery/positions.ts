import type { Speaker } from '#contracts/sessions.ts';
import { PCM_BYTES_PER_SECOND } from '#contracts/speech.ts';

/** Whole samples of PCM in `ms` milliseconds. */
export const bytesOf = (ms: number | undefined) => Math.round(((ms ?? 0) * PCM_BYTES_PER_SECOND) / 2000) * 2;
/** Milliseconds of PCM in `bytes`. */
export const msOf = (bytes: number) => Math.round((bytes * 1000) / PCM_BYTES_PER_SECOND);

/** Where a spoken line lies in its participant's recording: PCM bytes `[start, end)`. */
export type Position = { speaker: Speaker; start: number; end: number };

/**
 * A spoken line's client chunk id names its place in the recording (`speech:candidate@64000-96000`):
 * the same utterance heard live, re-sent after a reconnect or transcribed again later gets the
 * same id, and a line from a later run is recognised by where it lies, never by its row.
 */
export const positionId = ({ speaker, start, end }: Position) => `speech:${speaker}@${start}-${end}`;

const POSITION_ID = /^speech:(interviewer|candidate)@(\d+)-(\d+)$/;

export function parsePositionId(clientChunkId: string): Position | undefined {
  const match = POSITION_ID.exec(clientChunkId);
  if (!match) return undefined;
  return { speaker: match[1] as Speaker, start: Number(match[2]), end: Number(match[3]) };
}

/**
 * Whether a line at `candidate` is one already in the transcript: same speaker, and most of the
 * shorter of the two overlaps (the segmenter may cut a re-heard utterance a few frames apart).
 */
export function alreadyHeard(candidate: Position, lines: readonly Position[]): boolean {
  return lines.some((line) => {
    if (line.speaker !== candidate.speaker) return false;
    const overlap = Math.min(line.end, candidate.end) - Math.max(line.start, candidate.start);
    const shorter = Math.min(line.end - line.start, candidate.end - candidate.start);
    return overlap > 0 && overlap * 2 >= shorter;
  });
}

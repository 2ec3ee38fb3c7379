import type { Speaker } from '#contracts/sessions.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { WAV_HEADER_BYTES } from '../wav.ts';
import { recordingKey } from './recording-paths.ts';
import { type ByteSpan, cutSpans, silenced } from './track-cut.ts';
import type { SegmentRow, TracksRepository } from './tracks.repository.ts';

/** A participant's recording wherever it is: the stored pieces of a running interview, or the WAV. */
export type RecordedAudio = {
  where: 'pieces' | 'wav';
  /** Bytes of PCM. */
  bytes: number;
  /** PCM bytes `[start, end)`, read as a stream. */
  read(start: number, end: number): Promise<AsyncIterable<Buffer>>;
};

export type RecordedAudioDeps = {
  store: Pick<ObjectStore, 'get' | 'head'>;
  tracks: Pick<TracksRepository, 'segments' | 'cutsOf'>;
};

/**
 * The track's PCM `[start, end)` from its pieces, in order, with the bytes of erased stretches
 * (`silent`) as silence. A piece whose object is missing (a lost disk; a process killed between
 * storing and placing a piece leaves no row) reads as silence, so every later byte stays in place.
 */
export async function* piecesBetween(
  store: RecordedAudioDeps['store'],
  pieces: readonly SegmentRow[],
  start: number,
  end: number,
  silent: readonly ByteSpan[] = [],
): AsyncGenerator<Buffer> {
  let at = start;
  for (const piece of pieces) {
    const pieceEnd = piece.startByte + piece.bytes;
    if (pieceEnd <= at || piece.startByte >= end) continue;
    if (piece.startByte > at) {
      yield Buffer.alloc(piece.startByte - at);
      at = piece.startByte;
    }
    const to = Math.min(end, pieceEnd);
    const found = await store.get(piece.objectKey, {
      start: at - piece.startByte,
      end: to - piece.startByte - 1,
    });
    let got = 0;
    for await (const chunk of (found?.body ?? []) as AsyncIterable<Buffer>) {
      yield silenced(chunk, at + got, silent);
      got += chunk.length;
    }
    if (got < to - at) yield Buffer.alloc(to - at - got);
    at = to;
  }
}

/** The participant's recorded audio; undefined when nothing was recorded. */
export async function findRecordedAudio(
  { store, tracks }: RecordedAudioDeps,
  sessionId: string,
  speaker: Speaker,
): Promise<RecordedAudio | undefined> {
  const key = recordingKey(sessionId, speaker);
  const head = await store.head(key);
  if (head && head.size > WAV_HEADER_BYTES) {
    const bytes = head.size - WAV_HEADER_BYTES;
    return {
      where: 'wav',
      bytes,
      async read(start, end) {
        const range = { start: WAV_HEADER_BYTES + start, end: WAV_HEADER_BYTES + Math.min(end, bytes) - 1 };
        const found = await store.get(key, range);
        if (!found) throw new Error(`The recording ${key} is no longer stored`);
        return found.body;
      },
    };
  }
  const pieces = await tracks.segments({ sessionId, speaker });
  const last = pieces.at(-1);
  if (!last) return undefined;
  const bytes = last.startByte + last.bytes;
  const silent = cutSpans(pieces, await tracks.cutsOf(sessionId));
  return {
    where: 'pieces',
    bytes,
    read: async (start, end) => piecesBetween(store, pieces, start, Math.min(end, bytes), silent),
  };
}

import type { Speaker } from '#contracts/sessions.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { WAV_HEADER_BYTES } from '../wav.ts';
import { recordingKey } from './recording-paths.ts';
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
  tracks: Pick<TracksRepository, 'segments'>;
};

/**
 * The track's PCM `[start, end)` from its pieces, in order. A piece whose object is missing (a
 * process killed between storing and placing it cannot leave one; a lost disk can) reads as silence,
 * so every later byte stays at its place.
 */
export async function* piecesBetween(
  store: RecordedAudioDeps['store'],
  pieces: SegmentRow[],
  start: number,
  end: number,
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
    if (found) {
      let got = 0;
      for await (const chunk of found.body as AsyncIterable<Buffer>) {
        got += chunk.length;
        yield chunk;
      }
      if (got < to - at) yield Buffer.alloc(to - at - got);
    } else {
      yield Buffer.alloc(to - at);
    }
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
  return {
    where: 'pieces',
    bytes,
    read: async (start, end) => piecesBetween(store, pieces, start, Math.min(end, bytes)),
  };
}

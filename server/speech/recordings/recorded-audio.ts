import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Speaker } from '#contracts/sessions.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { WAV_HEADER_BYTES } from '../wav.ts';
import { recordingKey, type SpoolPaths } from './recording-paths.ts';

/** A participant's recording wherever it is: the spool of a running interview, or the stored WAV. */
export type RecordedAudio = {
  where: 'spool' | 'wav';
  /** Bytes of PCM. */
  bytes: number;
  /** PCM bytes `[start, end)`, read as a stream. */
  read(start: number, end: number): Promise<AsyncIterable<Buffer>>;
};

type Deps = { paths: SpoolPaths; store: Pick<ObjectStore, 'get' | 'head'> };

/** The participant's recorded audio; undefined when nothing was recorded (or not here). */
export async function findRecordedAudio(
  { paths, store }: Deps,
  sessionId: string,
  speaker: Speaker,
): Promise<RecordedAudio | undefined> {
  const file = paths.pcm(sessionId, speaker);
  const size = (await stat(file).catch(() => undefined))?.size;
  if (size !== undefined) {
    const bytes = size - (size % 2);
    return {
      where: 'spool',
      bytes,
      read: async (start, end) => createReadStream(file, { start, end: Math.min(end, bytes) - 1 }),
    };
  }
  const key = recordingKey(sessionId, speaker);
  const head = await store.head(key);
  if (!head || head.size <= WAV_HEADER_BYTES) return undefined;
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

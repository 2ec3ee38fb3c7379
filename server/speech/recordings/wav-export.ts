import { Readable } from 'node:stream';
import type { Speaker } from '#contracts/sessions.ts';
import type {
  AudioExportRow,
  AudioExportsRepository,
} from '#server/interviews/audio-exports/audio-exports.repository.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { pcmSeconds, WAV_HEADER_BYTES, wavHeader } from '../wav.ts';
import { piecesBetween } from './recorded-audio.ts';
import { recordingFileName, recordingKey } from './recording-paths.ts';
import { cutSpans } from './track-cut.ts';
import type { TracksRepository } from './tracks.repository.ts';

export type WavExportDeps = {
  store: Pick<ObjectStore, 'put' | 'get' | 'head' | 'delete'>;
  tracks: Pick<TracksRepository, 'seal' | 'segments' | 'cutsOf' | 'exported'>;
  exports: Pick<AudioExportsRepository, 'findByPath' | 'insert' | 'update'>;
};

/** An export taken by an instance that died is taken again after this long. */
export const EXPORT_STALE_MS = 2 * 60_000;

async function* concat(...parts: (Buffer | AsyncIterable<Buffer>)[]): AsyncGenerator<Buffer> {
  for (const part of parts) {
    if (Buffer.isBuffer(part)) yield part;
    else yield* part;
  }
}

/**
 * A participant's track becomes their WAV in the object store, once
 * (docs/decisions/044-recordings-across-instances.md): the instance that seals the track streams
 * its pieces in order behind the header, every erased stretch silent (decision 046), writes the
 * `audio_exports` row (found by its key when a crashed export is taken again), then deletes the
 * pieces. Undefined when another instance has the export, or nothing was recorded.
 */
export async function exportTrack(
  deps: WavExportDeps,
  sessionId: string,
  speaker: Speaker,
): Promise<AudioExportRow | undefined> {
  const { store, tracks, exports } = deps;
  const at = { sessionId, speaker };
  if (!(await tracks.seal(at, EXPORT_STALE_MS))) return undefined;
  const key = recordingKey(sessionId, speaker);
  const existing = await exports.findByPath(sessionId, key);
  const pieces = await tracks.segments(at);
  let row = existing;
  if (pieces.length > 0) {
    // A WAV stored by an export that died before its pieces went is written again from them.
    const last = pieces.at(-1);
    const dataBytes = last ? last.startByte + last.bytes : 0;
    const silent = cutSpans(pieces, await tracks.cutsOf(sessionId));
    const pcm = piecesBetween(store, pieces, 0, dataBytes, silent);
    const body = Readable.from(concat(wavHeader(dataBytes), pcm), { objectMode: false });
    await store.put(key, body, 'audio/wav', WAV_HEADER_BYTES + dataBytes);
    const values = { fileSize: WAV_HEADER_BYTES + dataBytes, duration: pcmSeconds(dataBytes) };
    row = existing
      ? await exports.update(existing.id, values)
      : await exports.insert({
          sessionId,
          participantId: speaker,
          speaker,
          fileName: recordingFileName(sessionId, speaker),
          mimeType: 'audio/wav',
          filePath: key,
          ...values,
        });
  }
  const done = await tracks.exported(at);
  await Promise.all(done.map((objectKey) => store.delete(objectKey)));
  return row;
}

import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Speaker } from '#contracts/sessions.ts';
import type {
  AudioExportRow,
  AudioExportsRepository,
} from '#server/interviews/audio-exports/audio-exports.repository.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { pcmSeconds, WAV_HEADER_BYTES, wavHeader } from '../wav.ts';
import { recordingFileName, recordingKey, type SpoolPaths } from './recording-paths.ts';

export type WavExportDeps = {
  paths: SpoolPaths;
  store: Pick<ObjectStore, 'put' | 'get' | 'delete'>;
  exports: Pick<AudioExportsRepository, 'findByPath' | 'insert' | 'update'>;
};

async function* concat(...parts: (Buffer | AsyncIterable<Buffer>)[]): AsyncGenerator<Buffer> {
  for (const part of parts) {
    if (Buffer.isBuffer(part)) yield part;
    else yield* part;
  }
}

/** The PCM of a participant's WAV already stored (another instance's spool of the same session). */
async function storedPcm(store: WavExportDeps['store'], key: string) {
  const head = await store.get(key, { start: 0, end: WAV_HEADER_BYTES - 1 });
  head?.body.destroy();
  if (!head || head.size <= WAV_HEADER_BYTES) return undefined;
  const body = await store.get(key, { start: WAV_HEADER_BYTES, end: head.size - 1 });
  return body && { bytes: head.size - WAV_HEADER_BYTES, body: body.body as AsyncIterable<Buffer> };
}

/**
 * A participant's spool becomes their WAV in the object store, streamed (header, then the PCM
 * read from disk), with its `audio_exports` row; then the spool is deleted. When the session's
 * WAV for that participant already exists (audio that reached another instance), the new audio is
 * appended to it. Safe to run again after a crash: the row is found by its key, not added twice.
 */
export async function exportSpool(
  { paths, store, exports }: WavExportDeps,
  sessionId: string,
  speaker: Speaker,
): Promise<AudioExportRow | undefined> {
  const file = paths.pcm(sessionId, speaker);
  const size = (await stat(file).catch(() => undefined))?.size;
  if (size === undefined) return undefined;
  // A crash can cut the last sample in half; WAV data holds whole samples.
  const pcmBytes = size - (size % 2);
  let row: AudioExportRow | undefined;
  if (pcmBytes > 0) {
    const key = recordingKey(sessionId, speaker);
    const existing = await exports.findByPath(sessionId, key);
    const earlier = existing ? await storedPcm(store, key) : undefined;
    const earlierBytes = earlier?.bytes ?? 0;
    const dataBytes = earlierBytes + pcmBytes;
    const body = Readable.from(
      concat(
        wavHeader(dataBytes),
        earlier?.body ?? Buffer.alloc(0),
        createReadStream(file, { end: pcmBytes - 1 }),
      ),
      { objectMode: false },
    );
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
  await rm(file, { force: true });
  return row;
}

import { PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { ObjectStore } from '#server/storage/object-store.ts';
import type { ExportRecording } from './export-data.ts';

/**
 * The export as one ZIP, streamed: `candidate.json`, then each recording read from the object store
 * only when its turn comes (stored, not compressed: WAV does not shrink), so memory stays flat
 * however long the audio. The caller lists only recordings the store holds; one deleted since is
 * an empty file.
 */
export function candidateZip(
  store: Pick<ObjectStore, 'get'>,
  document: unknown,
  recordings: ExportRecording[],
  onError: (error: unknown) => void,
): Readable {
  const zip = new ZipFile();
  const mtime = new Date();
  zip.addBuffer(Buffer.from(`${JSON.stringify(document, null, 2)}\n`), 'candidate.json', { mtime });
  for (const recording of recordings) {
    zip.addReadStreamLazy(recording.path, { mtime, compress: false }, (done) => {
      store.get(recording.key).then(
        (found) => {
          if (found) return done(null, found.body);
          const empty = new PassThrough();
          empty.end();
          done(null, empty);
        },
        (error: unknown) => done(error, new PassThrough()),
      );
    });
  }
  zip.end();
  const out = zip.outputStream as Readable;
  zip.on('error', (error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error('export failed'));
  });
  return out;
}

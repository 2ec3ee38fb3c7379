import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import type { SessionReads } from '#server/interviews/sessions/session-reads.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { isSessionDir, SPEAKERS, type SpoolPaths, segmentKey } from './recording-paths.ts';
import type { TracksRepository } from './tracks.repository.ts';

type Deps = {
  paths: SpoolPaths;
  store: Pick<ObjectStore, 'put' | 'delete'>;
  tracks: Pick<TracksRepository, 'storePiece'>;
  sessions: Pick<SessionReads, 'anyById'>;
};

/**
 * Start-up (docs/decisions/044-recordings-across-instances.md): the spool files an older version
 * left on this disk are placed at the end of their tracks and removed; those of sessions deleted
 * meanwhile are removed.
 */
export async function placeLegacySpools({ paths, store, tracks, sessions }: Deps): Promise<void> {
  const names = await readdir(paths.root).catch(() => [] as string[]);
  for (const sessionId of names.filter(isSessionDir)) {
    if (await sessions.anyById(sessionId)) {
      for (const speaker of SPEAKERS) {
        const file = paths.pcm(sessionId, speaker);
        const pcm = await readFile(file).catch(() => undefined);
        if (!pcm) continue;
        const bytes = pcm.length - (pcm.length % 2);
        if (bytes > 0) {
          const objectKey = segmentKey(sessionId, speaker, randomUUID());
          await store.put(objectKey, pcm.subarray(0, bytes), 'application/octet-stream', bytes);
          const placed = await tracks.storePiece({ sessionId, speaker, bytes, objectKey });
          if (!placed) await store.delete(objectKey);
        }
        await rm(file, { force: true });
      }
    }
    await rm(paths.dir(sessionId), { recursive: true, force: true });
  }
}

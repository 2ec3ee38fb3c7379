import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import type { AudioExportsRepository } from '#server/interviews/audio-exports/audio-exports.repository.ts';
import type { SessionReads } from '#server/interviews/sessions/session-reads.ts';
import type { EventBus } from '#server/live/event-bus.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { isSessionDir, recordingKey, SPEAKERS, type SpoolPaths, segmentKey } from './recording-paths.ts';
import { createSpools } from './spools.ts';
import type { TracksRepository } from './tracks.repository.ts';
import { exportTrack } from './wav-export.ts';

type Deps = {
  /** Where older versions spooled audio on disk; what they left is placed in its tracks at start-up. */
  paths: SpoolPaths;
  store: Pick<ObjectStore, 'put' | 'get' | 'head' | 'delete'>;
  tracks: TracksRepository;
  exports: Pick<AudioExportsRepository, 'findByPath' | 'insert' | 'update' | 'deleteForSessions'>;
  sessions: Pick<SessionReads, 'anyById' | 'idsOfCandidate'>;
  bus: Pick<EventBus, 'subscribe'>;
  onError(error: unknown, sessionId?: string): void;
  /** How long the closing instance lets other instances store their last second before it exports. */
  exportGraceMs?: number;
};

/** Other instances hear the close on the bus and store what waits within this. */
export const EXPORT_GRACE_MS = 1_500;

/**
 * The audio kept per participant (docs/decisions/031-hearing-the-interview.md,
 * 044-recordings-across-instances.md): stored as it arrives as one track per participant that
 * every instance sees, one WAV per participant in the object store once the session closes. Each
 * instance with a capture of the session follows it on the bus and, at its `session_ended`, ends
 * its audio sockets (storing what waits); the instance that closed the session exports each track
 * once; an export it did not see through is done at the next start of any instance.
 */
export function createRecordings({ paths, store, tracks, exports, sessions, bus, onError, ...rest }: Deps) {
  const graceMs = rest.exportGraceMs ?? EXPORT_GRACE_MS;
  const spools = createSpools({ store, tracks, onError });
  const followed = new Map<string, () => void>();
  const work = new Map<string, Promise<void>>();
  let endStreams: (sessionId: string, reason: string) => Promise<void> = async () => undefined;

  /** One task at a time per session: an export and a purge never interleave. */
  const serial = (sessionId: string, task: () => Promise<void>): Promise<void> => {
    const next = (work.get(sessionId) ?? Promise.resolve())
      .then(task)
      .catch((error: unknown) => onError(error, sessionId));
    work.set(sessionId, next);
    void next.then(() => work.get(sessionId) === next && work.delete(sessionId));
    return next;
  };
  const unfollow = (sessionId: string) => {
    followed.get(sessionId)?.();
    followed.delete(sessionId);
  };
  const stopLocal = async (sessionId: string, reason: string) => {
    unfollow(sessionId);
    await endStreams(sessionId, reason);
    await spools.closeSession(sessionId);
  };

  const exportTracks = (sessionId: string) =>
    Promise.all(SPEAKERS.map((speaker) => exportTrack({ store, tracks, exports }, sessionId, speaker)));
  const purgeStored = (sessionIds: string[]) =>
    Promise.all(sessionIds.flatMap((id) => SPEAKERS.map((s) => store.delete(recordingKey(id, s)))));
  /** The sessions' pieces (rows and objects), tracks and stored WAVs go. */
  const purge = async (sessionIds: string[]) => {
    const keys = await tracks.deleteSessions(sessionIds);
    await Promise.all(keys.map((key) => store.delete(key)));
    await purgeStored(sessionIds);
  };

  const follow = (sessionId: string) => {
    if (followed.has(sessionId)) return;
    const unsubscribe = bus.subscribe(sessionId, (event) => {
      if (event.type !== 'session_ended') return;
      const reason = event.reason === 'closed' ? 'session closed' : 'session deleted';
      void serial(sessionId, () => stopLocal(sessionId, reason));
    });
    followed.set(sessionId, unsubscribe);
  };

  /** A spool file an older version left: placed at the end of its track, then removed. */
  const placeLegacySpools = async (sessionId: string) => {
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
    await rm(paths.dir(sessionId), { recursive: true, force: true });
  };

  return {
    spools,
    follow,
    /** How the session's audio sockets are ended before its tracks are exported (audio-sockets.ts). */
    setStreamEnder(ender: (sessionId: string, reason: string) => Promise<void>) {
      endStreams = ender;
    },

    /**
     * This instance closed the session: its own captures end, the others' have the grace to store
     * their last second, then each participant's track is exported (once, whoever else tries).
     */
    sessionClosed: (sessionId: string) =>
      serial(sessionId, async () => {
        await stopLocal(sessionId, 'session closed');
        await delay(graceMs);
        await exportTracks(sessionId);
      }),

    /**
     * Start-up: spools older versions left are placed in their tracks, pieces of sessions deleted
     * meanwhile go, and tracks of sessions closed without a finished export are exported.
     */
    async resume(): Promise<void> {
      const names = await readdir(paths.root).catch(() => [] as string[]);
      for (const sessionId of names.filter(isSessionDir)) {
        if (await sessions.anyById(sessionId)) await placeLegacySpools(sessionId);
        else await rm(paths.dir(sessionId), { recursive: true, force: true });
      }
      const orphaned = await tracks.orphaned();
      if (orphaned.length > 0) await purge(orphaned);
      const unexported = new Set((await tracks.unexported()).map((t) => t.sessionId));
      for (const sessionId of unexported)
        void serial(sessionId, async () => void (await exportTracks(sessionId)));
    },

    /** The session was deleted by this instance: its stored audio goes (its rows went with it). */
    sessionDeleted: (sessionId: string) =>
      serial(sessionId, async () => {
        await stopLocal(sessionId, 'session deleted');
        await purge([sessionId]);
      }),

    /** Erasure and retention: the session's stored audio goes, and what this instance still takes of it. */
    eraseSession: (sessionId: string) =>
      serial(sessionId, async () => {
        await stopLocal(sessionId, 'recording erased');
        await purge([sessionId]);
      }),

    /** Deleting a candidate deletes the audio of their sessions: rows, stored files and pieces. */
    async purgeCandidate(userId: string, candidateId: string): Promise<void> {
      const ids = await sessions.idsOfCandidate(userId, candidateId);
      const keys = await exports.deleteForSessions(ids);
      await Promise.all(keys.map((key) => store.delete(key)));
      await Promise.all(ids.map((id) => stopLocal(id, 'candidate deleted')));
      await purge(ids);
    },

    /** Whether a session's recording is being exported or purged here (tests wait on it). */
    settled: (sessionId: string) => work.get(sessionId) ?? Promise.resolve(),

    /** Shutdown: work under way finishes, what waits is stored; tracks stay for whoever closes. */
    async stop(): Promise<void> {
      for (const sessionId of [...followed.keys()]) unfollow(sessionId);
      await Promise.all(work.values());
      await spools.closeAll();
    },
  };
}
export type Recordings = ReturnType<typeof createRecordings>;

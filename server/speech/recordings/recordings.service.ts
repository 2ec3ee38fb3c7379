import { readdir, rm, rmdir } from 'node:fs/promises';
import type { AudioExportsRepository } from '#server/interviews/audio-exports/audio-exports.repository.ts';
import type { SessionReads } from '#server/interviews/sessions/session-reads.ts';
import type { EventBus } from '#server/live/event-bus.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { isSessionDir, recordingKey, SPEAKERS, type SpoolPaths } from './recording-paths.ts';
import type { RecordingUsageRepository } from './recording-usage.repository.ts';
import { silenceStretch } from './spool-cut.ts';
import { createSpools } from './spools.ts';
import { exportSpool } from './wav-export.ts';

type Deps = {
  paths: SpoolPaths;
  store: Pick<ObjectStore, 'put' | 'get' | 'delete'>;
  exports: Pick<AudioExportsRepository, 'findByPath' | 'insert' | 'update' | 'deleteForSessions'>;
  sessions: Pick<SessionReads, 'anyById' | 'idsOfCandidate'>;
  /** What each session's recordings count against the recording quota (decision 043). */
  usage: Pick<RecordingUsageRepository, 'forget'>;
  bus: Pick<EventBus, 'subscribe'>;
  onError(error: unknown, sessionId?: string): void;
};

/**
 * The audio kept per participant (docs/decisions/031-hearing-the-interview.md): spooled to disk
 * while the interview runs, one WAV per participant in the object store once it closes. The
 * instance holding a session's spools follows the session on the bus; at its `session_ended` it
 * ends the session's audio sockets, then exports (closed) or deletes (deleted) the spools.
 */
export function createRecordings({ paths, store, exports, sessions, usage, bus, onError }: Deps) {
  const spools = createSpools(paths, onError);
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

  const finalize = (sessionId: string) =>
    serial(sessionId, async () => {
      await stopLocal(sessionId, 'session closed');
      const deps = { paths, store, exports };
      await Promise.all(SPEAKERS.map((speaker) => exportSpool(deps, sessionId, speaker)));
      await rmdir(paths.dir(sessionId)).catch(() => undefined);
    });
  const purgeLocal = (sessionId: string, reason = 'session deleted') =>
    serial(sessionId, async () => {
      await stopLocal(sessionId, reason);
      await rm(paths.dir(sessionId), { recursive: true, force: true });
    });
  const purgeStored = (sessionId: string) =>
    Promise.all(SPEAKERS.map((s) => store.delete(recordingKey(sessionId, s))));

  const follow = (sessionId: string) => {
    if (followed.has(sessionId)) return;
    const unsubscribe = bus.subscribe(sessionId, (event) => {
      if (event.type === 'recording_erased') {
        const { from, to } = event.data;
        void serial(
          sessionId,
          async () => void (await silenceStretch(paths, sessionId, new Date(from), new Date(to))),
        );
        return;
      }
      if (event.type !== 'session_ended') return;
      void (event.reason === 'closed' ? finalize(sessionId) : purgeLocal(sessionId));
    });
    followed.set(sessionId, unsubscribe);
  };

  return {
    spools,
    follow,
    /** How the session's audio sockets are ended before its spools are exported (audio-sockets.ts). */
    setStreamEnder(ender: (sessionId: string, reason: string) => Promise<void>) {
      endStreams = ender;
    },

    /** Start-up: spools of sessions closed or deleted while the server was down are settled now. */
    async resume(): Promise<void> {
      const names = await readdir(paths.root).catch(() => [] as string[]);
      for (const sessionId of names.filter(isSessionDir)) {
        const row = await sessions.anyById(sessionId);
        if (!row) void purgeLocal(sessionId);
        else if (row.status !== 'active') void finalize(sessionId);
        else follow(sessionId);
      }
    },

    /** The session was deleted by this instance: its stored audio goes (its rows went with it). */
    sessionDeleted: (sessionId: string) => serial(sessionId, async () => void (await purgeStored(sessionId))),

    /** Erasure and retention: the session's stored WAVs and this instance's spools of it go. */
    eraseSession: (sessionId: string) =>
      Promise.all([purgeStored(sessionId), purgeLocal(sessionId, 'recording erased')]).then(() =>
        usage.forget([sessionId]),
      ),

    /** Deleting a candidate deletes the audio of their sessions: rows, stored files and spools. */
    async purgeCandidate(userId: string, candidateId: string): Promise<void> {
      const ids = await sessions.idsOfCandidate(userId, candidateId);
      const keys = await exports.deleteForSessions(ids);
      await Promise.all(keys.map((key) => store.delete(key)));
      await Promise.all(ids.map((id) => Promise.all([purgeStored(id), purgeLocal(id, 'candidate deleted')])));
      await usage.forget(ids);
    },

    /** Whether a session's recording is being exported or purged here (tests wait on it). */
    settled: (sessionId: string) => work.get(sessionId) ?? Promise.resolve(),

    /** Shutdown: work under way finishes, files are flushed; spools stay for the next start. */
    async stop(): Promise<void> {
      for (const sessionId of [...followed.keys()]) unfollow(sessionId);
      await Promise.all(work.values());
      await spools.closeAll();
    },
  };
}
export type Recordings = ReturnType<typeof createRecordings>;

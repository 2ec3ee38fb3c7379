import { setTimeout as delay } from 'node:timers/promises';
import type { AudioExportsRepository } from '#server/interviews/audio-exports/audio-exports.repository.ts';
import type { SessionReads } from '#server/interviews/sessions/session-reads.ts';
import type { EventBus } from '#server/live/event-bus.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { placeLegacySpools } from './legacy-spools.ts';
import { recordingKey, SPEAKERS, type SpoolPaths } from './recording-paths.ts';
import type { RecordingUsageRepository } from './recording-usage.repository.ts';
import { createSpools } from './spools.ts';
import { CUT_SLACK_MS, cutSpans, silencePieces } from './track-cut.ts';
import type { TracksRepository } from './tracks.repository.ts';
import { exportTrack } from './wav-export.ts';

type Deps = {
  /** Where older versions spooled audio on disk; what they left is placed in its tracks at start-up. */
  paths: SpoolPaths;
  store: Pick<ObjectStore, 'put' | 'get' | 'head' | 'delete'>;
  tracks: TracksRepository;
  exports: Pick<AudioExportsRepository, 'findByPath' | 'insert' | 'update' | 'deleteForSessions'>;
  sessions: Pick<SessionReads, 'anyById' | 'idsOfCandidate'>;
  /** What each session's recordings count against the recording quota (decision 043). */
  usage: Pick<RecordingUsageRepository, 'forget'>;
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
export function createRecordings(deps: Deps) {
  const { paths, store, tracks, exports, sessions, usage, bus, onError } = deps;
  const graceMs = deps.exportGraceMs ?? EXPORT_GRACE_MS;
  const spools = createSpools({ store, tracks, onError });
  const followed = new Map<string, () => void>();
  const work = new Map<string, Promise<void>>();
  let endStreams: (sessionId: string, reason: string) => Promise<void> = async () => undefined;

  /** One task at a time per session: an export, an erase and a purge never interleave. */
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
  /** The sessions' pieces (rows and objects), tracks and stored WAVs go. */
  const purge = async (sessionIds: string[]) => {
    const keys = await tracks.deleteSessions(sessionIds);
    await Promise.all(keys.map((key) => store.delete(key)));
    await Promise.all(sessionIds.flatMap((id) => SPEAKERS.map((s) => store.delete(recordingKey(id, s)))));
  };

  /**
   * A stretch was erased (decision 046): once the audio said before its end is stored (a second,
   * spools.ts), the stored pieces holding it are overwritten with silence; the export silences
   * every erased stretch again, so a piece stored later by a slow instance is silent too.
   */
  const applyCut = async (sessionId: string, cut: { fromAt: Date; toAt: Date }) => {
    await delay(Math.max(0, cut.toAt.getTime() + CUT_SLACK_MS - Date.now()));
    for (const speaker of SPEAKERS) {
      const pieces = await tracks.segments({ sessionId, speaker });
      await silencePieces(store, pieces, cutSpans(pieces, [cut]));
    }
  };

  const follow = (sessionId: string) => {
    if (followed.has(sessionId)) return;
    const unsubscribe = bus.subscribe(sessionId, (event) => {
      if (event.type === 'recording_erased') {
        const cut = { fromAt: new Date(event.data.from), toAt: new Date(event.data.to) };
        void serial(sessionId, () => applyCut(sessionId, cut));
        return;
      }
      if (event.type !== 'session_ended') return;
      const reason = event.reason === 'closed' ? 'session closed' : 'session deleted';
      void serial(sessionId, () => stopLocal(sessionId, reason));
    });
    followed.set(sessionId, unsubscribe);
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
      await placeLegacySpools({ paths, store, tracks, sessions });
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
        await usage.forget([sessionId]);
      }),

    /** Deleting a candidate deletes the audio of their sessions: rows, stored files and pieces. */
    async purgeCandidate(userId: string, candidateId: string): Promise<void> {
      const ids = await sessions.idsOfCandidate(userId, candidateId);
      const keys = await exports.deleteForSessions(ids);
      await Promise.all(keys.map((key) => store.delete(key)));
      await Promise.all(ids.map((id) => stopLocal(id, 'candidate deleted')));
      await purge(ids);
      await usage.forget(ids);
    },

    /** Whether a session's recording is being exported, erased or purged here (tests wait on it). */
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

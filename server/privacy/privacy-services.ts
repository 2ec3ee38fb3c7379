import type { Readable } from 'node:stream';
import {
  DEFAULT_RETENTION,
  type ErasureResult,
  type RecordingConsent,
  type RetentionSettings,
  type SessionRetention,
} from '#contracts/privacy.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import type { SessionEvents } from '#server/live/session-events.service.ts';
import type { ObjectStore } from '#server/storage/object-store.ts';
import { createAuditTrail } from './audit-trail.ts';
import { candidateZip } from './candidate-export.ts';
import { createErasure, type ErasureDeps } from './erasure.ts';
import { readCandidateExport } from './export-data.ts';
import { createPrivacyRepository } from './privacy.repository.ts';
import { createPurge } from './purge.ts';
import { createRecordingCut } from './recording-cut.ts';

/** Once an hour by default; every instance ticks, one runs each slot. */
export const PURGE_EVERY_MS = 60 * 60_000;
/** A recording played again within this long by the same account is one audit entry. */
const PLAY_DEDUPE_MS = 10 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const toConsent = (row: {
  notice: string | null;
  confirmedBy: string;
  confirmedAt: Date;
}): RecordingConsent => ({
  notice: row.notice,
  confirmedBy: row.confirmedBy,
  confirmedAt: row.confirmedAt.toISOString(),
});

type Log = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

type Deps = Pick<ErasureDeps, 'eraseRecordingFiles' | 'removeSession' | 'removeCandidate'> & {
  db: Db;
  store: Pick<ObjectStore, 'get' | 'head' | 'signedUrl'>;
  /** Lifetime of a recording's signed URL. */
  ttlSeconds: number;
  instanceId: string;
  /** Live writes: erasing the last minutes of a recording reaches every screen and instance. */
  events: Pick<SessionEvents, 'write'>;
  purgeEveryMs?: number;
  log?: Log;
};

/**
 * Privacy (docs/decisions/038-privacy.md): retention and its purge, the audit trail, a
 * candidate's export and erasure. Ids only in logs.
 */
export function createPrivacyServices(deps: Deps) {
  const { db, store, log } = deps;
  const repo = createPrivacyRepository(db);
  const audit = createAuditTrail(db);
  const erasure = createErasure({
    ...deps,
    repo,
    audit,
    onError: (err, job) => log?.warn({ err, job }, 'erasure stopped; it resumes on the next purge run'),
  });
  const everyMs = deps.purgeEveryMs ?? PURGE_EVERY_MS;
  const purge = createPurge({ ...deps, repo, audit, erasure, everyMs });
  const retention = async (userId: string) => (await repo.retention(userId)) ?? DEFAULT_RETENTION;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  const tick = () => {
    running = purge
      .run(new Date())
      .then((report) => report.ran && log?.info({ purge: report }, 'retention purge ran'))
      .catch((err: unknown) => log?.warn({ err }, 'retention purge failed; the next slot tries again'));
    return running;
  };

  return {
    audit,
    erasure,
    purge,
    retention,

    async setRetention(userId: string, values: RetentionSettings): Promise<RetentionSettings> {
      await repo.setRetention(userId, values);
      return retention(userId);
    },

    /** When the purge removes what of the session (null while it runs, or when kept until deleted). */
    async ofSession(userId: string, sessionId: string): Promise<SessionRetention> {
      const session = await repo.session(userId, sessionId);
      if (!session) throw AppError.notFound('Session');
      const settings = await retention(userId);
      const purged = await repo.purgesOf(sessionId);
      const consents = (await repo.consentsOf([sessionId])).map(toConsent);
      const ended = session.status === 'active' ? undefined : new Date(session.endedAt).getTime();
      const at = (...periods: (number | null)[]) => {
        const days = periods.filter((d): d is number => d !== null);
        return ended === undefined || days.length === 0
          ? null
          : new Date(ended + Math.min(...days) * DAY_MS).toISOString();
      };
      return {
        recordingsDeleteAt: at(settings.recordingsDays, settings.interviewsDays),
        transcriptDeleteAt: at(settings.transcriptsDays, settings.interviewsDays),
        interviewDeleteAt: at(settings.interviewsDays),
        recordingsDeletedAt: purged?.recordingsAt?.toISOString() ?? null,
        transcriptDeletedAt: purged?.transcriptAt?.toISOString() ?? null,
        consent: consents.at(-1) ?? null,
        consents,
      };
    },

    /** The account's entries about the candidate, erased ones included; 404 when it has none and no such candidate. */
    async auditOfCandidate(userId: string, candidateId: string) {
      const entries = await audit.ofCandidate(userId, candidateId);
      if (entries.length === 0 && !(await repo.candidateExists(userId, candidateId))) {
        throw AppError.notFound('Candidate');
      }
      return entries;
    },
    async auditOfSession(userId: string, sessionId: string) {
      const entries = await audit.ofSession(userId, sessionId);
      if (entries.length === 0 && !(await repo.sessionExists(userId, sessionId)))
        throw AppError.notFound('Session');
      return entries;
    },

    /** The candidate's ZIP, streamed; the export is in the audit trail before a byte leaves. */
    async exportCandidate(
      userId: string,
      candidateId: string,
    ): Promise<{ fileName: string; body: Readable }> {
      if (!(await repo.candidateExists(userId, candidateId))) throw AppError.notFound('Candidate');
      const sessionIds = await repo.sessionIdsOfCandidate(userId, candidateId);
      const data = await readCandidateExport(db, userId, candidateId, sessionIds);
      if (!data) throw AppError.notFound('Candidate');
      const held = await Promise.all(
        data.recordings.map(async (r) => ((await store.head(r.key)) ? r : undefined)),
      );
      const recordings = held.filter((r) => r !== undefined);
      const kept = new Set(recordings.map((r) => r.path));
      for (const session of data.document.sessions) {
        for (const recording of session.recordings)
          if (recording.file === null || !kept.has(recording.file)) recording.file = null;
      }
      await audit.record({
        userId,
        action: 'candidate_exported',
        candidateId,
        details: { sessions: sessionIds.length, recordings: recordings.length },
      });
      const body = candidateZip(store, data.document, recordings, (err) =>
        log?.warn({ err, candidateId }, 'candidate export stopped'),
      );
      return { fileName: `candidate-${candidateId.slice(0, 8)}.zip`, body };
    },

    /** Erases the last `minutes` of a live interview's audio and transcript; capture goes on. */
    eraseLastMinutes: createRecordingCut({ events: deps.events, audit }),

    eraseCandidate: (userId: string, candidateId: string): Promise<ErasureResult> =>
      erasure.candidate(userId, candidateId),
    eraseSession: (userId: string, sessionId: string): Promise<ErasureResult> =>
      erasure.session(userId, sessionId),

    /**
     * A signed address of one recording, for playing or downloading it; the access is in the
     * audit trail (a replay by the same account within ten minutes is not counted again).
     */
    async recordingUrl(
      userId: string,
      sessionId: string,
      exportId: string,
      download: boolean,
    ): Promise<string> {
      const candidateId = await repo.sessionCandidate(userId, sessionId).catch(() => null);
      if (!(await repo.sessionExists(userId, sessionId))) throw AppError.notFound('Recording');
      const recording = await repo.recording(sessionId, exportId);
      if (!recording) throw AppError.notFound('Recording');
      const action = download ? 'recording_downloaded' : 'recording_played';
      const since = new Date(Date.now() - PLAY_DEDUPE_MS);
      if (download || !(await audit.recordedSince(userId, sessionId, action, since, exportId))) {
        await audit.record({
          userId,
          action,
          sessionId,
          candidateId,
          details: { recordingId: exportId, speaker: recording.speaker },
        });
      }
      return store.signedUrl(recording.filePath, {
        ttlSeconds: deps.ttlSeconds,
        disposition: download ? 'attachment' : 'inline',
        fileName: recording.fileName,
      });
    },

    /** Start-up: erasures cut short are taken up; the purge is scheduled. */
    start() {
      void erasure
        .resume()
        .catch((err: unknown) => log?.warn({ err }, 'erasures could not be resumed; the purge tries again'));
      timer = setInterval(() => void tick(), Math.min(everyMs, 10 * 60_000));
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
export type PrivacyServices = ReturnType<typeof createPrivacyServices>;

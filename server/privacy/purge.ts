import { eq, lt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { purgeRuns } from '#server/db/schema/privacy.ts';
import type { AuditTrail } from './audit-trail.ts';
import type { Erasure } from './erasure.ts';
import type { PrivacyRepository } from './privacy.repository.ts';

export type PurgeDeps = {
  db: Db;
  repo: PrivacyRepository;
  audit: Pick<AuditTrail, 'record' | 'purge'>;
  erasure: Pick<Erasure, 'session' | 'resume'>;
  instanceId: string;
  /** The length of one purge slot: at most one run per slot across every instance. */
  everyMs: number;
  /** Deletes the object-store files of a session's recordings (and any spool left on this instance). */
  eraseRecordingFiles(sessionId: string): Promise<void>;
};

export type PurgeReport = {
  ran: boolean;
  recordings: number;
  transcripts: number;
  interviews: number;
  erasuresResumed: number;
  auditEntries: number;
  /** Rows of slots run long ago removed from `purge_runs`. */
  runsThinned: number;
};

/** How many slots' rows `purge_runs` keeps (a month of hourly slots); older ones go. */
export const PURGE_RUNS_KEPT = 24 * 30;

const NOT_RUN: PurgeReport = {
  ran: false,
  recordings: 0,
  transcripts: 0,
  interviews: 0,
  erasuresResumed: 0,
  auditEntries: 0,
  runsThinned: 0,
};

/**
 * The retention purge: at `now`, every account's closed interviews past their periods lose their
 * recordings, their transcripts, or go whole; unfinished erasures resume; the audit trail is
 * thinned by its own period. Runs once per slot whatever the number of instances: the instance
 * that inserts the slot's `purge_runs` row runs it; the others see the row and do nothing.
 */
export function createPurge(deps: PurgeDeps) {
  const { db, repo, audit, erasure, instanceId } = deps;

  const claim = async (now: Date): Promise<Date | undefined> => {
    const slot = new Date(Math.floor(now.getTime() / deps.everyMs) * deps.everyMs);
    const [row] = await db
      .insert(purgeRuns)
      .values({ slot, instanceId, startedAt: now })
      .onConflictDoNothing()
      .returning({ slot: purgeRuns.slot });
    return row?.slot;
  };

  /**
   * `purge_runs` keeps the last PURGE_RUNS_KEPT slots: a slot is never claimed again once it is
   * past, so an old row guards nothing and only says when that run happened.
   */
  const thinRuns = async (slot: Date) => {
    const oldest = new Date(slot.getTime() - (PURGE_RUNS_KEPT - 1) * deps.everyMs);
    const removed = await db
      .delete(purgeRuns)
      .where(lt(purgeRuns.slot, oldest))
      .returning({ slot: purgeRuns.slot });
    return removed.length;
  };

  const recordings = async (now: Date) => {
    const due = await repo.due('recordings', now);
    for (const { userId, sessionId, candidateId } of due) {
      await deps.eraseRecordingFiles(sessionId);
      await db.transaction(async (tx) => {
        const keys = await repo.deleteRecordingRows(sessionId, tx);
        await repo.markPurged(sessionId, { recordingsAt: now }, tx);
        await audit.record(
          {
            userId,
            action: 'recordings_purged',
            sessionId,
            candidateId,
            details: { files: keys.length },
            at: now,
          },
          tx,
        );
      });
    }
    return due.length;
  };

  const transcripts = async (now: Date) => {
    const due = await repo.due('transcripts', now);
    for (const { userId, sessionId, candidateId } of due) {
      await db.transaction(async (tx) => {
        const removed = await repo.deleteTranscript(sessionId, tx);
        await repo.markPurged(sessionId, { transcriptAt: now }, tx);
        await audit.record(
          { userId, action: 'transcript_purged', sessionId, candidateId, details: removed, at: now },
          tx,
        );
      });
    }
    return due.length;
  };

  const interviews = async (now: Date) => {
    const due = await repo.due('interviews', now);
    for (const { userId, sessionId } of due)
      await erasure.session(userId, sessionId, 'interview_purged', now);
    return due.length;
  };

  return {
    /** One run at `now`, if no instance ran this slot yet. */
    async run(now: Date = new Date()): Promise<PurgeReport> {
      const slot = await claim(now);
      if (!slot) return NOT_RUN;
      const report: PurgeReport = {
        ran: true,
        erasuresResumed: await erasure.resume(now),
        interviews: await interviews(now),
        recordings: await recordings(now),
        transcripts: await transcripts(now),
        auditEntries: await audit.purge(now),
        runsThinned: await thinRuns(slot),
      };
      await db.update(purgeRuns).set({ finishedAt: new Date() }).where(eq(purgeRuns.slot, slot));
      return report;
    },
  };
}
export type Purge = ReturnType<typeof createPurge>;

import { and, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AuditAction, ErasureResult } from '#contracts/privacy.ts';
import type { Db } from '#server/db/client.ts';
import { audioExports } from '#server/db/schema/interviews.ts';
import { erasureJobs } from '#server/db/schema/privacy.ts';
import { AppError, appErrorOf } from '#server/lib/errors.ts';
import type { AuditTrail } from './audit-trail.ts';
import type { PrivacyRepository } from './privacy.repository.ts';

type Job = typeof erasureJobs.$inferSelect;
type Subject = 'candidate' | 'session';

export type ErasureDeps = {
  db: Db;
  repo: PrivacyRepository;
  audit: Pick<AuditTrail, 'record'>;
  instanceId: string;
  /** How long an instance holds a job before another may take it over. */
  leaseMs?: number;
  now?: () => Date;
  /** The session's recorded files: its WAVs in the object store and its spools on this instance. */
  eraseRecordingFiles(sessionId: string): Promise<void>;
  /** The session's rows (everything cascades from it); its end is announced to every instance. */
  removeSession(userId: string, sessionId: string): Promise<void>;
  /** The candidate's row and applications; the pipeline's counts are counted again. */
  removeCandidate(userId: string, candidateId: string): Promise<void>;
  onError(error: unknown, jobId: string): void;
};

/** A 404 while erasing means that step was done before (a resumed job). */
const goneAlready = (error: unknown) => {
  if (appErrorOf(error)?.status !== 404) throw error;
};

/**
 * Erasing a candidate (with every session they are in) or one session. The job row is written
 * before anything is deleted and finished, with its audit entry, after the last step; each step
 * may run again. A job cut short (a crash, a failing store) is taken up by `resume`, at start and
 * by every purge run, once its holder's lease has passed.
 */
export function createErasure(deps: ErasureDeps) {
  const { db, repo, audit, instanceId } = deps;
  const leaseMs = deps.leaseMs ?? 5 * 60_000;
  const now = deps.now ?? (() => new Date());

  const run = async (job: Job, at: Date = now()): Promise<ErasureResult> => {
    for (const sessionId of job.sessionIds) {
      await deps.eraseRecordingFiles(sessionId);
      await deps.removeSession(job.userId, sessionId).catch(goneAlready);
    }
    if (job.subject === 'candidate') await deps.removeCandidate(job.userId, job.subjectId).catch(goneAlready);
    const result = { erased: true as const, sessions: job.sessionIds.length, recordings: job.recordings };
    await db.transaction(async (tx) => {
      const [finished] = await tx
        .update(erasureJobs)
        .set({ finishedAt: at, heldBy: null, heldUntil: null })
        .where(and(eq(erasureJobs.id, job.id), isNull(erasureJobs.finishedAt)))
        .returning({ id: erasureJobs.id });
      if (!finished) return;
      await audit.record(
        {
          userId: job.userId,
          action: job.action as AuditAction,
          candidateId: job.candidateId,
          sessionId: job.subject === 'session' ? job.subjectId : null,
          details: { job: job.id, sessions: result.sessions, recordings: result.recordings },
          at,
        },
        tx,
      );
    });
    return result;
  };

  const write = async (
    userId: string,
    subject: Subject,
    subjectId: string,
    sessionIds: string[],
    action: AuditAction,
  ) => {
    const candidateId = subject === 'candidate' ? subjectId : await repo.sessionCandidate(userId, subjectId);
    const [recordings] = sessionIds.length
      ? await db.select({ n: count() }).from(audioExports).where(inArray(audioExports.sessionId, sessionIds))
      : [{ n: 0 }];
    const [job] = await db
      .insert(erasureJobs)
      .values({
        userId,
        subject,
        subjectId,
        candidateId,
        action,
        sessionIds,
        recordings: recordings?.n ?? 0,
        heldBy: instanceId,
        heldUntil: new Date(now().getTime() + leaseMs),
        attempts: 1,
      })
      .returning();
    if (!job) throw new Error('erasure job not written');
    return job;
  };

  return {
    /** Erases the user's candidate and every session with them; 404 for another user's id. */
    async candidate(userId: string, candidateId: string): Promise<ErasureResult> {
      if (!(await repo.candidateExists(userId, candidateId))) throw AppError.notFound('Candidate');
      const sessionIds = await repo.sessionIdsOfCandidate(userId, candidateId);
      return run(await write(userId, 'candidate', candidateId, sessionIds, 'candidate_erased'));
    },

    /** Erases one of the user's sessions; `action` says whether a person or the retention did. */
    async session(
      userId: string,
      sessionId: string,
      action: AuditAction = 'session_erased',
      at: Date = now(),
    ): Promise<ErasureResult> {
      if (!(await repo.sessionExists(userId, sessionId))) throw AppError.notFound('Session');
      return run(await write(userId, 'session', sessionId, [sessionId], action), at);
    },

    /** Takes up every unfinished job whose holder's lease has passed; answers how many finished. */
    async resume(at: Date = now()): Promise<number> {
      const stale = await db
        .select({ id: erasureJobs.id })
        .from(erasureJobs)
        .where(
          and(
            isNull(erasureJobs.finishedAt),
            or(isNull(erasureJobs.heldUntil), lt(erasureJobs.heldUntil, at)),
          ),
        );
      let finished = 0;
      for (const { id } of stale) {
        // Claimed by one instance: the update wins only while the lease is still passed.
        const [job] = await db
          .update(erasureJobs)
          .set({
            heldBy: instanceId,
            heldUntil: new Date(at.getTime() + leaseMs),
            attempts: sql`${erasureJobs.attempts} + 1`,
          })
          .where(
            and(
              eq(erasureJobs.id, id),
              isNull(erasureJobs.finishedAt),
              or(isNull(erasureJobs.heldUntil), lt(erasureJobs.heldUntil, at)),
            ),
          )
          .returning();
        if (!job) continue;
        try {
          await run(job, at);
          finished += 1;
        } catch (error) {
          deps.onError(error, job.id);
        }
      }
      return finished;
    },

    /** Unfinished jobs (the health of erasure: none should stay long). */
    async unfinished(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(erasureJobs).where(isNull(erasureJobs.finishedAt));
      return row?.n ?? 0;
    },
  };
}
export type Erasure = ReturnType<typeof createErasure>;

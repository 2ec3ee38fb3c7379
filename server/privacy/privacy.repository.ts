import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { RetentionSettings } from '#contracts/privacy.ts';
import type { Db } from '#server/db/client.ts';
import {
  aiSuggestions,
  audioExports,
  conversationChunks,
  feedback,
  interviewSessions,
  recordingConsents,
  scorecardItems,
  sessionDebriefs,
  sessionEvents,
} from '#server/db/schema/interviews.ts';
import { applications, candidates } from '#server/db/schema/pipeline.ts';
import { retentionSettings, sessionPurges } from '#server/db/schema/privacy.ts';

export type PurgeKind = 'recordings' | 'transcripts' | 'interviews';
export type DueSession = { userId: string; sessionId: string; candidateId: string | null };

const closed = sql`${interviewSessions.status} <> 'active'`;
const endedAt = sql`coalesce(${interviewSessions.endTime}, ${interviewSessions.updatedAt})`;

/**
 * What the privacy domain reads and removes across the interview and pipeline tables: it is the
 * one domain that answers for all of a candidate's data (docs/decisions/038-privacy.md).
 */
export function createPrivacyRepository(db: Db) {
  const periodColumn = {
    recordings: retentionSettings.recordingsDays,
    transcripts: retentionSettings.transcriptsDays,
    interviews: retentionSettings.interviewsDays,
  } as const;
  const notYet = {
    recordings: isNull(sessionPurges.recordingsAt),
    transcripts: isNull(sessionPurges.transcriptAt),
    interviews: sql`true`,
  } as const;

  return {
    async retention(userId: string): Promise<RetentionSettings | undefined> {
      const [row] = await db.select().from(retentionSettings).where(eq(retentionSettings.userId, userId));
      return (
        row && {
          recordingsDays: row.recordingsDays,
          transcriptsDays: row.transcriptsDays,
          interviewsDays: row.interviewsDays,
          auditDays: row.auditDays,
        }
      );
    },
    async setRetention(userId: string, values: RetentionSettings): Promise<void> {
      await db
        .insert(retentionSettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: retentionSettings.userId, set: values });
    },

    async candidateExists(userId: string, candidateId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: candidates.id })
        .from(candidates)
        .where(and(eq(candidates.userId, userId), eq(candidates.id, candidateId)));
      return row !== undefined;
    },
    async session(userId: string, sessionId: string) {
      const [row] = await db
        .select({
          candidateId: interviewSessions.candidateId,
          status: interviewSessions.status,
          endedAt: sql<string>`${endedAt}`,
        })
        .from(interviewSessions)
        .where(and(eq(interviewSessions.userId, userId), eq(interviewSessions.id, sessionId)));
      return row;
    },
    /** Every recording consent confirmed in the sessions, oldest first, with the notice's words. */
    async consentsOf(sessionIds: string[]) {
      if (sessionIds.length === 0) return [];
      return db
        .select()
        .from(recordingConsents)
        .where(inArray(recordingConsents.sessionId, sessionIds))
        .orderBy(asc(recordingConsents.confirmedAt));
    },
    async sessionExists(userId: string, sessionId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: interviewSessions.id })
        .from(interviewSessions)
        .where(and(eq(interviewSessions.userId, userId), eq(interviewSessions.id, sessionId)));
      return row !== undefined;
    },
    async sessionCandidate(userId: string, sessionId: string): Promise<string | null> {
      const [row] = await db
        .select({ candidateId: interviewSessions.candidateId })
        .from(interviewSessions)
        .where(and(eq(interviewSessions.userId, userId), eq(interviewSessions.id, sessionId)));
      return row?.candidateId ?? null;
    },
    /** The user's sessions with the candidate, by the candidate or by one of their applications. */
    async sessionIdsOfCandidate(userId: string, candidateId: string): Promise<string[]> {
      const theirApplications = db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.userId, userId), eq(applications.candidateId, candidateId)));
      const rows = await db
        .select({ id: interviewSessions.id })
        .from(interviewSessions)
        .where(
          and(
            eq(interviewSessions.userId, userId),
            or(
              eq(interviewSessions.candidateId, candidateId),
              inArray(interviewSessions.applicationId, theirApplications),
            ),
          ),
        );
      return rows.map((r) => r.id);
    },

    /** One of the session's recordings: its key and file name. */
    async recording(sessionId: string, exportId: string) {
      const [row] = await db
        .select({
          filePath: audioExports.filePath,
          fileName: audioExports.fileName,
          speaker: audioExports.speaker,
        })
        .from(audioExports)
        .where(and(eq(audioExports.sessionId, sessionId), eq(audioExports.id, exportId)));
      return row;
    },

    /** Closed sessions whose `kind` period has passed at `now` and that still hold it. */
    async due(kind: PurgeKind, now: Date): Promise<DueSession[]> {
      const days = periodColumn[kind];
      return db
        .select({
          userId: interviewSessions.userId,
          sessionId: interviewSessions.id,
          candidateId: interviewSessions.candidateId,
        })
        .from(interviewSessions)
        .innerJoin(retentionSettings, eq(retentionSettings.userId, interviewSessions.userId))
        .leftJoin(sessionPurges, eq(sessionPurges.sessionId, interviewSessions.id))
        .where(
          and(
            closed,
            sql`${days} is not null`,
            sql`${endedAt} < ${now.toISOString()}::timestamptz - make_interval(days => ${days})`,
            notYet[kind],
          ),
        );
    },
    async purgesOf(sessionId: string) {
      const [row] = await db.select().from(sessionPurges).where(eq(sessionPurges.sessionId, sessionId));
      return row;
    },
    async markPurged(sessionId: string, values: { recordingsAt?: Date; transcriptAt?: Date }, tx: Db = db) {
      await tx
        .insert(sessionPurges)
        .values({ sessionId, ...values })
        .onConflictDoUpdate({ target: sessionPurges.sessionId, set: values });
    },
    /** Removes the sessions' audio rows; answers the object-store keys they named. */
    async deleteRecordingRows(sessionId: string, tx: Db = db): Promise<string[]> {
      const rows = await tx
        .delete(audioExports)
        .where(eq(audioExports.sessionId, sessionId))
        .returning({ filePath: audioExports.filePath });
      return rows.map((r) => r.filePath);
    },
    /**
     * The session's transcript, notes, suggestions, live events and drafted quotes (the candidate's
     * questions go with their lines, the debrief's draft is cleared); its scorecard text, decision
     * and the interviewer's own debrief stay. Answers what was removed.
     */
    async deleteTranscript(sessionId: string, tx: Db = db) {
      const count = async (rows: Promise<unknown[]>) => (await rows).length;
      const suggestions = await count(
        tx
          .delete(aiSuggestions)
          .where(eq(aiSuggestions.sessionId, sessionId))
          .returning({ id: aiSuggestions.id }),
      );
      const chunks = await count(
        tx
          .delete(conversationChunks)
          .where(eq(conversationChunks.sessionId, sessionId))
          .returning({ id: conversationChunks.id }),
      );
      const notes = await count(
        tx.delete(feedback).where(eq(feedback.sessionId, sessionId)).returning({ id: feedback.id }),
      );
      await tx.delete(sessionEvents).where(eq(sessionEvents.sessionId, sessionId));
      await tx.update(scorecardItems).set({ evidence: [] }).where(eq(scorecardItems.sessionId, sessionId));
      // The debrief's draft quotes the transcript; what the interviewer wrote stays, as scorecard text does.
      await tx
        .update(sessionDebriefs)
        .set({ draft: null, draftAt: null })
        .where(eq(sessionDebriefs.sessionId, sessionId));
      await tx
        .update(interviewSessions)
        .set({ decisionDraftDetails: null })
        .where(eq(interviewSessions.id, sessionId));
      return { chunks, notes, suggestions };
    },
  };
}
export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;

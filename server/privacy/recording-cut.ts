import { and, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { RecordingCutResult } from '#contracts/privacy.ts';
import { PCM_BYTES_PER_SECOND } from '#contracts/speech.ts';
import type { Db } from '#server/db/client.ts';
import {
  aiSuggestions,
  conversationChunks,
  feedback,
  interviewSessions,
  recordingCuts,
  scorecardItems,
  sessionEvents,
} from '#server/db/schema/interviews.ts';
import { transcriptionGaps } from '#server/db/schema/speech.ts';
import { sessionClosed, sessionNotFound } from '#server/interviews/sessions/session-writes.ts';
import type { SessionEvents } from '#server/live/session-events.service.ts';
import type { AuditTrail } from './audit-trail.ts';

type Deps = {
  events: Pick<SessionEvents, 'write'>;
  audit: Pick<AuditTrail, 'record'>;
  now?: () => Date;
};

/** Live events that carry what was said in the stretch (or what the assistant made of it). */
const SAID_EVENTS = ['new_note', 'new_suggestion', 'suggestion_update', 'candidate_questions'];

/**
 * Erasing the last minutes of a live interview while capture goes on (decision 046): in one
 * transaction, with the session row locked, the stretch is written to `recording_cuts` (a line
 * from inside it arriving later is refused), its transcript lines go with the questions caught
 * from them, the notes and suggestions made since it began, their live events and the evidence
 * quoting them, and the untranscribed stretches (gaps) inside it, so recovery never transcribes
 * erased audio; the audit trail says so, with counts. A line waiting for the session's lock
 * meanwhile is refused once the cut commits (conversation.service.ts). `recording_erased` then reaches every
 * screen and every instance: those capturing the session overwrite the stored pieces of the stretch
 * with silence, and every export silences every cut (server/speech/recordings/track-cut.ts).
 */
export function createRecordingCut({ events, audit, now = () => new Date() }: Deps) {
  return async function eraseLast(
    userId: string,
    sessionId: string,
    minutes: number,
  ): Promise<RecordingCutResult> {
    const to = now();
    const from = new Date(to.getTime() - minutes * 60_000);
    return events.write(sessionId, async ({ tx, takeSeq, recordAt }) => {
      const taken = await takeSeq(userId);
      if (!taken) throw sessionNotFound();
      const [session] = await tx
        .select({ status: interviewSessions.status, candidateId: interviewSessions.candidateId })
        .from(interviewSessions)
        .where(eq(interviewSessions.id, sessionId));
      if (session?.status !== 'active') throw sessionClosed();
      await tx.insert(recordingCuts).values({ sessionId, fromAt: from, toAt: to });
      const lines = await tx
        .delete(conversationChunks)
        .where(and(eq(conversationChunks.sessionId, sessionId), gte(conversationChunks.timestamp, from)))
        .returning({ id: conversationChunks.id });
      const chunkIds = lines.map((l) => l.id);
      if (chunkIds.length) {
        await tx
          .delete(sessionEvents)
          .where(
            and(
              eq(sessionEvents.sessionId, sessionId),
              eq(sessionEvents.type, 'new_chunk'),
              inArray(sql`${sessionEvents.payload}->>'id'`, chunkIds),
            ),
          );
      }
      await tx
        .delete(sessionEvents)
        .where(
          and(
            eq(sessionEvents.sessionId, sessionId),
            inArray(sessionEvents.type, SAID_EVENTS),
            gte(sessionEvents.createdAt, from),
          ),
        );
      const notes = await tx
        .delete(feedback)
        .where(and(eq(feedback.sessionId, sessionId), gte(feedback.timestamp, from)))
        .returning({ id: feedback.id });
      const suggestions = await tx
        .delete(aiSuggestions)
        .where(and(eq(aiSuggestions.sessionId, sessionId), gte(aiSuggestions.timestamp, from)))
        .returning({ id: aiSuggestions.id });
      await forgetGaps(tx, sessionId, from);
      const gone = new Set(chunkIds);
      const sections = await tx
        .select({ id: scorecardItems.id, evidence: scorecardItems.evidence })
        .from(scorecardItems)
        .where(eq(scorecardItems.sessionId, sessionId));
      for (const section of sections) {
        const kept = section.evidence.filter((e) => !gone.has(e.chunkId));
        if (kept.length !== section.evidence.length)
          await tx.update(scorecardItems).set({ evidence: kept }).where(eq(scorecardItems.id, section.id));
      }
      await recordAt(taken.seq, {
        type: 'recording_erased',
        data: { from: from.toISOString(), to: to.toISOString(), chunkIds },
      });
      await audit.record(
        {
          userId,
          action: 'recording_cut',
          sessionId,
          candidateId: session.candidateId,
          details: { minutes, chunks: chunkIds.length, notes: notes.length, suggestions: suggestions.length },
          at: to,
        },
        tx,
      );
      return { from: from.toISOString(), to: to.toISOString(), lines: chunkIds.length };
    });
  };
}
export type RecordingCut = ReturnType<typeof createRecordingCut>;

/**
 * The gaps of the stretch from `from` on go; one begun before it ends where the stretch begins
 * (its audio after `from` is erased, in whole samples). A gap's bytes are placed in time from its
 * start on (audio arrives in real time), as the stretch's lines are placed by their stamps.
 */
async function forgetGaps(tx: Db, sessionId: string, from: Date): Promise<void> {
  const of = eq(transcriptionGaps.sessionId, sessionId);
  await tx.delete(transcriptionGaps).where(and(of, gte(transcriptionGaps.beganAt, from)));
  const samplesBefore = sql`floor(extract(epoch from (${from.toISOString()}::timestamptz - ${transcriptionGaps.beganAt})) * ${PCM_BYTES_PER_SECOND / 2})::int`;
  const cutAt = sql`${transcriptionGaps.startByte} + ${samplesBefore} * 2`;
  await tx
    .update(transcriptionGaps)
    .set({ endByte: cutAt })
    .where(and(of, lt(transcriptionGaps.beganAt, from), sql`${transcriptionGaps.endByte} > ${cutAt}`));
  await tx
    .delete(transcriptionGaps)
    .where(and(of, lte(transcriptionGaps.endByte, transcriptionGaps.startByte)));
}

import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Speaker } from '#contracts/sessions.ts';
import type { Db } from '#server/db/client.ts';
import { transcriptionGaps } from '#server/db/schema/speech.ts';

export type GapRow = typeof transcriptionGaps.$inferSelect;
export type NewGap = {
  sessionId: string;
  speaker: Speaker;
  startByte: number;
  endByte: number;
  beganAt: Date;
};

/** The stretches of recordings not transcribed yet, where every instance sees them. */
export function createGapsRepository(db: Db) {
  return {
    /** Records a gap; one at the same place already there is kept (recording it again is harmless). */
    async record(gap: NewGap): Promise<void> {
      if (gap.endByte <= gap.startByte) return;
      await db
        .insert(transcriptionGaps)
        .values(gap)
        .onConflictDoUpdate({
          target: [transcriptionGaps.sessionId, transcriptionGaps.speaker, transcriptionGaps.startByte],
          set: { endByte: sql`greatest(${transcriptionGaps.endByte}, excluded.end_byte)` },
        });
    },

    /** Gaps due for a try (oldest speech first), of any session. */
    due(limit: number): Promise<GapRow[]> {
      return db
        .select()
        .from(transcriptionGaps)
        .where(lte(transcriptionGaps.nextTryAt, sql`now()`))
        .orderBy(asc(transcriptionGaps.beganAt))
        .limit(limit);
    },

    /**
     * Takes a due gap for `holdMs` (no other instance tries it meanwhile); false when another
     * instance took it first or it is gone.
     */
    async claim(id: string, holdMs: number): Promise<boolean> {
      const rows = await db
        .update(transcriptionGaps)
        .set({ nextTryAt: sql`now() + ${`${holdMs} milliseconds`}::interval` })
        .where(and(eq(transcriptionGaps.id, id), lte(transcriptionGaps.nextTryAt, sql`now()`)))
        .returning({ id: transcriptionGaps.id });
      return rows.length > 0;
    },

    /** The gap was transcribed: it goes. */
    async filled(id: string): Promise<void> {
      await db.delete(transcriptionGaps).where(eq(transcriptionGaps.id, id));
    },

    /** A try failed: the next one waits `waitMs`. */
    async failed(id: string, waitMs: number): Promise<void> {
      await db
        .update(transcriptionGaps)
        .set({
          attempts: sql`${transcriptionGaps.attempts} + 1`,
          nextTryAt: sql`now() + ${`${waitMs} milliseconds`}::interval`,
        })
        .where(eq(transcriptionGaps.id, id));
    },

    /** The sessions' gaps are due now (a recruiter's "Retry now"). */
    async retryNow(sessionIds: string[]): Promise<void> {
      if (sessionIds.length === 0) return;
      await db
        .update(transcriptionGaps)
        .set({ nextTryAt: sql`now()` })
        .where(inArray(transcriptionGaps.sessionId, sessionIds));
    },

    /** A participant's gaps in recording order. */
    of(sessionId: string, speaker: Speaker): Promise<GapRow[]> {
      return db
        .select()
        .from(transcriptionGaps)
        .where(and(eq(transcriptionGaps.sessionId, sessionId), eq(transcriptionGaps.speaker, speaker)))
        .orderBy(asc(transcriptionGaps.startByte));
    },

    /** PCM bytes not transcribed yet, per session. */
    async behind(sessionIds: string[]): Promise<Map<string, number>> {
      const totals = new Map<string, number>();
      if (sessionIds.length === 0) return totals;
      const rows = await db
        .select({
          sessionId: transcriptionGaps.sessionId,
          bytes: sql<number>`sum(${transcriptionGaps.endByte} - ${transcriptionGaps.startByte})::int`,
        })
        .from(transcriptionGaps)
        .where(inArray(transcriptionGaps.sessionId, sessionIds))
        .groupBy(transcriptionGaps.sessionId);
      for (const row of rows) totals.set(row.sessionId, Number(row.bytes));
      return totals;
    },
  };
}
export type GapsRepository = ReturnType<typeof createGapsRepository>;

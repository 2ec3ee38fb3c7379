import { and, asc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { PersistedMessage } from '#contracts/realtime.ts';
import type { Db } from '#server/db/client.ts';
import { interviewSessions, sessionEvents } from '#server/db/schema/index.ts';

export type TakenSeq = { seq: number; status: string };

/** Queries of the live-event log. `takeSeq` must run inside the transaction of the domain write. */
export function createSessionEventsRepository(db: Db) {
  return {
    /**
     * `last_seq + 1` on the session row. The row lock it takes is held until commit, so a second
     * writer of the same session waits here: seqs commit in order and a reader never skips one.
     * Scoped by `userId` when given; undefined when the session is absent (or not the user's).
     */
    async takeSeq(sessionId: string, userId?: string): Promise<TakenSeq | undefined> {
      const owned = userId
        ? and(eq(interviewSessions.id, sessionId), eq(interviewSessions.userId, userId))
        : eq(interviewSessions.id, sessionId);
      const [row] = await db
        .update(interviewSessions)
        .set({ lastSeq: sql`${interviewSessions.lastSeq} + 1` })
        .where(owned)
        .returning({ seq: interviewSessions.lastSeq, status: interviewSessions.status });
      return row;
    },
    async insert(sessionId: string, event: PersistedMessage): Promise<void> {
      await db
        .insert(sessionEvents)
        .values({ sessionId, seq: event.seq, type: event.type, payload: event.data });
    },
    /** Events after `afterSeq`, oldest first. */
    async after(sessionId: string, afterSeq: number, limit: number): Promise<PersistedMessage[]> {
      const rows = await db
        .select({ seq: sessionEvents.seq, type: sessionEvents.type, data: sessionEvents.payload })
        .from(sessionEvents)
        .where(and(eq(sessionEvents.sessionId, sessionId), gt(sessionEvents.seq, afterSeq)))
        .orderBy(asc(sessionEvents.seq))
        .limit(limit);
      // Written by `insert` from a typed message; the log is ours, so the shape holds.
      return rows as PersistedMessage[];
    },
    /** The highest committed seq of each session (absent: no event yet), from the log's unique index. */
    async lastSeqs(sessionIds: string[]): Promise<Map<string, number>> {
      if (sessionIds.length === 0) return new Map();
      const rows = await db
        .select({ sessionId: sessionEvents.sessionId, seq: max(sessionEvents.seq) })
        .from(sessionEvents)
        .where(inArray(sessionEvents.sessionId, sessionIds))
        .groupBy(sessionEvents.sessionId);
      return new Map(rows.map((r) => [r.sessionId, r.seq ?? 0]));
    },
  };
}
export type SessionEventsRepository = ReturnType<typeof createSessionEventsRepository>;

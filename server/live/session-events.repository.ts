import { and, asc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { LiveEventInput, PersistedMessage } from '#contracts/realtime.ts';
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
    /**
     * `takeSeq` and `insert` in one statement: the session's next seq (locking the row until
     * commit) and the event logged under it. Undefined when the session is absent.
     */
    async record(sessionId: string, event: LiveEventInput): Promise<number | undefined> {
      const result = await db.execute(sql`
        with s as (
          update interview_sessions set last_seq = last_seq + 1 where id = ${sessionId}::uuid
          returning last_seq
        )
        insert into session_events (session_id, seq, type, payload)
        select ${sessionId}::uuid, s.last_seq, ${event.type}::text, ${JSON.stringify(event.data)}::jsonb from s
        returning seq`);
      const [row] = (result as unknown as { rows: { seq: number }[] }).rows;
      return row?.seq;
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
    /**
     * `after` for many sessions in one statement: up to `limit` events after each cursor, oldest
     * first, by session id (lower case, as stored).
     */
    async afterMany(
      cursors: { sessionId: string; after: number }[],
      limit: number,
    ): Promise<Map<string, PersistedMessage[]>> {
      const ids = sql.param(cursors.map((c) => c.sessionId));
      const afters = sql.param(cursors.map((c) => c.after));
      const result = await db.execute(sql`
        select c.session_id, e.seq, e.type, e.payload as data
        from unnest(${ids}::uuid[], ${afters}::int[]) as c(session_id, after_seq)
        cross join lateral (
          select ${sessionEvents.seq}, ${sessionEvents.type}, ${sessionEvents.payload}
          from ${sessionEvents}
          where ${sessionEvents.sessionId} = c.session_id and ${sessionEvents.seq} > c.after_seq
          order by ${sessionEvents.seq}
          limit ${limit}
        ) e`);
      const { rows } = result as unknown as { rows: (PersistedMessage & { session_id: string })[] };
      const pages = new Map<string, PersistedMessage[]>();
      for (const { session_id, ...event } of rows) {
        const page = pages.get(session_id) ?? [];
        pages.set(session_id, page);
        page.push(event as PersistedMessage);
      }
      for (const page of pages.values()) page.sort((x, y) => x.seq - y.seq);
      return pages;
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

import { and, asc, count, desc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { conversationChunks, recordingCuts } from '#server/db/schema/interviews.ts';

export type ChunkRow = typeof conversationChunks.$inferSelect;
export type ChunkValues = typeof conversationChunks.$inferInsert;

export type AppendChunk = {
  userId: string;
  sessionId: string;
  id: string;
  clientChunkId: string;
  text: string;
  speaker: string;
  speakerName: string | null;
  timestamp: Date;
  durationMs: number | null;
  /** Recorded speech: a completed session still takes it (conversation.service.ts). */
  spoken: boolean;
  /** The `new_chunk` event's data without its seq (filled in by the statement). */
  payload: object;
};
/**
 * `stored` is null when nothing was stored (session not active, a retried client chunk id, or a
 * line from a stretch the interviewer erased: `erased`). `raced`: the session row changed while
 * the statement waited for its lock, so its look at `recording_cuts` may predate a cut committed
 * meanwhile (check again with `inCut`, now that the lock is held).
 */
export type Appended = {
  seq: number;
  status: string;
  stored: number | null;
  erased: boolean;
  raced: boolean;
};

/** What was said in a session, by seq. Callers have checked the session's owner. */
export function createConversationRepository(db: Db) {
  return {
    /**
     * The hot path in one statement (run it in a transaction, and roll back unless `stored`): take
     * the session's next seq (scoped by user, locking the row), store the chunk under it, and log
     * its `new_chunk` event with the same seq. Undefined when the session is not the user's.
     */
    async append(c: AppendChunk): Promise<Appended | undefined> {
      const result = await db.execute(sql`
        with s as (
          update interview_sessions set last_seq = last_seq + 1
          where id = ${c.sessionId}::uuid and user_id = ${c.userId}::uuid
          returning last_seq, status
        ), cut as (
          select 1 from recording_cuts
          where session_id = ${c.sessionId}::uuid
            and ${c.timestamp.toISOString()}::timestamptz between from_at and to_at
          limit 1
        ), chunk as (
          insert into conversation_chunks (id, session_id, seq, client_chunk_id, text, speaker, speaker_name, timestamp, duration_ms)
          select ${c.id}::uuid, ${c.sessionId}::uuid, s.last_seq, ${c.clientChunkId}::text, ${c.text}::text,
            ${c.speaker}::text, ${c.speakerName}::text,
            ${c.timestamp.toISOString()}::timestamptz, ${c.durationMs}::integer
          from s where (s.status = 'active' or (${c.spoken}::boolean and s.status = 'completed'))
            and not exists (select 1 from cut)
          on conflict (session_id, client_chunk_id) do nothing
          returning seq
        ), event as (
          insert into session_events (session_id, seq, type, payload)
          select ${c.sessionId}::uuid, chunk.seq, 'new_chunk', jsonb_set(${JSON.stringify(c.payload)}::jsonb, '{seq}', to_jsonb(chunk.seq))
          from chunk
          returning seq
        )
        select s.last_seq as seq, s.status, (select event.seq from event) as stored,
          exists (select 1 from cut) as erased,
          s.last_seq - 1 <> (select last_seq from interview_sessions where id = ${c.sessionId}::uuid) as raced
        from s`);
      const [row] = (result as unknown as { rows: Appended[] }).rows;
      return row;
    },
    /**
     * Whether `at` lies in a stretch of the session the interviewer erased. Run after `append` in
     * its transaction: the session row is locked, so every cut is committed or waits for this one.
     */
    async inCut(sessionId: string, at: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: recordingCuts.id })
        .from(recordingCuts)
        .where(
          and(
            eq(recordingCuts.sessionId, sessionId),
            lte(recordingCuts.fromAt, at),
            gte(recordingCuts.toAt, at),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    /** How many stretches of the session the interviewer has erased so far. */
    async cutCount(sessionId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recordingCuts)
        .where(eq(recordingCuts.sessionId, sessionId));
      return row?.n ?? 0;
    },
    /** Undefined when the session already has this client chunk id (a retried send). */
    async insert(values: ChunkValues): Promise<ChunkRow | undefined> {
      const [row] = await db
        .insert(conversationChunks)
        .values(values)
        .onConflictDoNothing({ target: [conversationChunks.sessionId, conversationChunks.clientChunkId] })
        .returning();
      return row;
    },
    async findByClientId(sessionId: string, clientChunkId: string): Promise<ChunkRow | undefined> {
      const [row] = await db
        .select()
        .from(conversationChunks)
        .where(
          and(
            eq(conversationChunks.sessionId, sessionId),
            eq(conversationChunks.clientChunkId, clientChunkId),
          ),
        );
      return row;
    },
    async list(sessionId: string): Promise<ChunkRow[]> {
      return db
        .select()
        .from(conversationChunks)
        .where(eq(conversationChunks.sessionId, sessionId))
        .orderBy(asc(conversationChunks.seq));
    },
    /** Chunks after `afterSeq`, oldest first, at most `limit`. */
    async after(sessionId: string, afterSeq: number, limit: number): Promise<ChunkRow[]> {
      return db
        .select()
        .from(conversationChunks)
        .where(and(eq(conversationChunks.sessionId, sessionId), gt(conversationChunks.seq, afterSeq)))
        .orderBy(asc(conversationChunks.seq))
        .limit(limit);
    },
    /** The last `limit` chunks, oldest first. */
    async latest(sessionId: string, limit: number): Promise<ChunkRow[]> {
      const rows = await db
        .select()
        .from(conversationChunks)
        .where(eq(conversationChunks.sessionId, sessionId))
        .orderBy(desc(conversationChunks.seq))
        .limit(limit);
      return rows.reverse();
    },
  };
}
export type ConversationRepository = ReturnType<typeof createConversationRepository>;

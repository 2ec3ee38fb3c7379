import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
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
 * `stored` is the line's seq, null when nothing was stored: the session not open to it, a retried
 * client chunk id, or a line from a stretch the interviewer erased (`erased`).
 */
export type Appended = { status: string; stored: number | null; erased: boolean };

/** What was said in a session, by seq. Callers have checked the session's owner. */
export function createConversationRepository(db: Db) {
  return {
    /**
     * The hot path in one round trip, a transaction of its own (`interview_hub_append_chunk`,
     * migration 0027): the session's row locked (scoped by user), the line stored under its next
     * seq and its `new_chunk` event logged with the same seq, or nothing at all. Undefined when the
     * session is not the user's.
     */
    async append(c: AppendChunk): Promise<Appended | undefined> {
      const result = await db.execute(sql`
        select status, stored, erased from interview_hub_append_chunk(
          ${c.id}::uuid, ${c.sessionId}::uuid, ${c.userId}::uuid, ${c.clientChunkId}::text, ${c.text}::text,
          ${c.speaker}::text, ${c.speakerName}::text, ${c.timestamp.toISOString()}::timestamptz,
          ${c.durationMs}::integer, ${c.spoken}::boolean, ${JSON.stringify(c.payload)}::jsonb)`);
      const [row] = (result as unknown as { rows: Appended[] }).rows;
      return row;
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

import { and, eq, like } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { conversationChunks } from '#server/db/schema/interviews.ts';
import { type Position, parsePositionId } from './positions.ts';

/** The places in the recording of a session's spoken lines (their client chunk ids). */
export function createSpokenLines(db: Db) {
  return async function linesOf(sessionId: string): Promise<Position[]> {
    const rows = await db
      .select({ clientChunkId: conversationChunks.clientChunkId })
      .from(conversationChunks)
      .where(
        and(
          eq(conversationChunks.sessionId, sessionId),
          like(conversationChunks.clientChunkId, 'speech:%@%'),
        ),
      );
    return rows.map((r) => parsePositionId(r.clientChunkId)).filter((p): p is Position => p !== undefined);
  };
}

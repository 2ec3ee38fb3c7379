import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { ANSWER_KEPT_TAG } from '#contracts/compliance.ts';
import type { Db } from '#server/db/client.ts';
import { aiSuggestions } from '#server/db/schema/interviews.ts';

export type SuggestionRow = typeof aiSuggestions.$inferSelect;
export type SuggestionValues = Omit<typeof aiSuggestions.$inferInsert, 'id' | 'sessionId'>;

/** Suggested questions, hints and follow-ups of a session. Callers have checked the session's owner. */
export function createSuggestionsRepository(db: Db) {
  return {
    /** Everything but the ones removed as asked (`auto_match`), oldest first. */
    async list(sessionId: string): Promise<SuggestionRow[]> {
      return db
        .select()
        .from(aiSuggestions)
        .where(
          and(
            eq(aiSuggestions.sessionId, sessionId),
            or(isNull(aiSuggestions.dismissalReason), ne(aiSuggestions.dismissalReason, 'auto_match')),
          ),
        )
        .orderBy(asc(aiSuggestions.timestamp), asc(aiSuggestions.id));
    },
    /** Every suggestion of the session, whatever its status (what has been proposed before). */
    async all(sessionId: string): Promise<SuggestionRow[]> {
      return db
        .select()
        .from(aiSuggestions)
        .where(eq(aiSuggestions.sessionId, sessionId))
        .orderBy(asc(aiSuggestions.timestamp), asc(aiSuggestions.id));
    },
    /** The interviewer chunks guard warnings flagged: their answers are not evidence. */
    async flaggedChunkIds(sessionId: string, { keptAnswers = false } = {}): Promise<string[]> {
      const rows = await db
        .selectDistinct({ chunkId: aiSuggestions.chunkId })
        .from(aiSuggestions)
        .where(
          and(
            eq(aiSuggestions.sessionId, sessionId),
            isNotNull(aiSuggestions.chunkId),
            // A warning that may be wrong keeps the answer as evidence.
            keptAnswers
              ? undefined
              : sql`not (${aiSuggestions.tags} @> ${JSON.stringify([ANSWER_KEPT_TAG])}::jsonb)`,
          ),
        );
      return rows.flatMap((r) => (r.chunkId ? [r.chunkId] : []));
    },
    /** Any user's: the caller checks the owner of its session. */
    async findById(id: string): Promise<SuggestionRow | undefined> {
      const [row] = await db.select().from(aiSuggestions).where(eq(aiSuggestions.id, id));
      return row;
    },
    async insertMany(sessionId: string, values: SuggestionValues[]): Promise<SuggestionRow[]> {
      if (values.length === 0) return [];
      return db
        .insert(aiSuggestions)
        .values(values.map((v) => ({ ...v, sessionId })))
        .returning();
    },
    async setStatus(ids: string[], status: string, dismissalReason: string | null): Promise<SuggestionRow[]> {
      if (ids.length === 0) return [];
      return db
        .update(aiSuggestions)
        .set({ status, dismissalReason, statusChangedAt: new Date() })
        .where(inArray(aiSuggestions.id, ids))
        .returning();
    },
  };
}
export type SuggestionsRepository = ReturnType<typeof createSuggestionsRepository>;

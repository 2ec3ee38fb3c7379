import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { type StoredSectionEvidence, scorecardItems } from '#server/db/schema/interviews.ts';
import type { ItemSeed } from '../sessions/template-items.ts';

export type ScorecardItemRow = typeof scorecardItems.$inferSelect;

/** A session's evaluation sections (copied from its scorecard). Callers have checked the owner. */
export function createScorecardItemsRepository(db: Db) {
  return {
    async list(sessionId: string): Promise<ScorecardItemRow[]> {
      return db
        .select()
        .from(scorecardItems)
        .where(eq(scorecardItems.sessionId, sessionId))
        .orderBy(asc(scorecardItems.itemOrder), asc(scorecardItems.id));
    },
    /** The sections of several sessions, in display order. */
    async listOf(sessionIds: string[]): Promise<ScorecardItemRow[]> {
      if (sessionIds.length === 0) return [];
      return db
        .select()
        .from(scorecardItems)
        .where(inArray(scorecardItems.sessionId, sessionIds))
        .orderBy(asc(scorecardItems.itemOrder), asc(scorecardItems.id));
    },
    async count(sessionId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(scorecardItems)
        .where(eq(scorecardItems.sessionId, sessionId));
      return row?.n ?? 0;
    },
    async insertMany(sessionId: string, seeds: ItemSeed[]): Promise<void> {
      if (seeds.length === 0) return;
      await db.insert(scorecardItems).values(
        seeds.map((s) => ({
          sessionId,
          itemId: s.itemId,
          parentItemId: s.parentItemId,
          title: s.title,
          content: s.content ?? '',
          guidance: s.content ?? '',
          itemOrder: s.itemOrder,
        })),
      );
    },
    /** Writes a section's content; `byUser` marks it as a person's text from then on. */
    async setContent(
      sessionId: string,
      itemId: string,
      content: string,
      byUser: boolean,
    ): Promise<ScorecardItemRow | undefined> {
      const where = and(eq(scorecardItems.sessionId, sessionId), eq(scorecardItems.itemId, itemId));
      const [row] = await db
        .update(scorecardItems)
        .set({ content, lastUpdated: new Date(), ...(byUser ? { editedByUser: true } : {}) })
        .where(byUser ? where : and(where, eq(scorecardItems.editedByUser, false)))
        .returning();
      return row;
    },
    /** The assistant's draft and the quotes behind it; a section a person has written is left alone. */
    async writeDraft(
      sessionId: string,
      itemId: string,
      content: string,
      evidence: StoredSectionEvidence[],
    ): Promise<boolean> {
      const rows = await db
        .update(scorecardItems)
        .set({ content, evidence, lastUpdated: new Date() })
        .where(
          and(
            eq(scorecardItems.sessionId, sessionId),
            eq(scorecardItems.itemId, itemId),
            eq(scorecardItems.editedByUser, false),
          ),
        )
        .returning({ id: scorecardItems.id });
      return rows.length > 0;
    },
  };
}
export type ScorecardItemsRepository = ReturnType<typeof createScorecardItemsRepository>;

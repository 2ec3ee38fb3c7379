import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { scorecardItems } from '#server/db/schema/index.ts';
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
  };
}
export type ScorecardItemsRepository = ReturnType<typeof createScorecardItemsRepository>;

import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { interviewTemplates, scorecardTemplateItems, scorecardTemplates } from '#server/db/schema/index.ts';
import type { TemplateItemDraft } from '../template-items.ts';

export type ScorecardRow = typeof scorecardTemplates.$inferSelect;
/** What a user may set; id, owner and timestamps are the server's. */
export type ScorecardValues = Omit<
  typeof scorecardTemplates.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;
export type ScorecardItemRow = typeof scorecardTemplateItems.$inferSelect;

const owned = (userId: string, id: string) =>
  and(eq(scorecardTemplates.userId, userId), eq(scorecardTemplates.id, id));

export function createScorecardsRepository(db: Db) {
  return {
    async list(userId: string): Promise<ScorecardRow[]> {
      return db
        .select()
        .from(scorecardTemplates)
        .where(eq(scorecardTemplates.userId, userId))
        .orderBy(desc(scorecardTemplates.createdAt), desc(scorecardTemplates.id));
    },
    async findById(userId: string, id: string): Promise<ScorecardRow | undefined> {
      const [row] = await db.select().from(scorecardTemplates).where(owned(userId, id));
      return row;
    },
    /** Whether it exists and is the user's; locks it against deletion until commit. */
    async lockOwned(userId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: scorecardTemplates.id })
        .from(scorecardTemplates)
        .where(owned(userId, id))
        .for('share');
      return row !== undefined;
    },
    /** Locks the row for a delete; false when it is absent or someone else's. */
    async lockForDelete(userId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: scorecardTemplates.id })
        .from(scorecardTemplates)
        .where(owned(userId, id))
        .for('update');
      return row !== undefined;
    },
    async usedByTemplate(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: interviewTemplates.id })
        .from(interviewTemplates)
        .where(eq(interviewTemplates.scorecardId, id))
        .limit(1);
      return row !== undefined;
    },
    async insert(userId: string, values: ScorecardValues): Promise<ScorecardRow | undefined> {
      const [row] = await db
        .insert(scorecardTemplates)
        .values({ ...values, userId })
        .returning();
      return row;
    },
    async update(userId: string, id: string, values: ScorecardValues): Promise<ScorecardRow | undefined> {
      const [row] = await db.update(scorecardTemplates).set(values).where(owned(userId, id)).returning();
      return row;
    },
    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(scorecardTemplates)
        .where(owned(userId, id))
        .returning({ id: scorecardTemplates.id });
      return rows.length > 0;
    },
    /** Replaces every item of a scorecard the caller has already checked ownership of. */
    async replaceItems(templateId: string, items: TemplateItemDraft[]): Promise<void> {
      await db.delete(scorecardTemplateItems).where(eq(scorecardTemplateItems.templateId, templateId));
      if (items.length === 0) return;
      await db.insert(scorecardTemplateItems).values(items.map((item) => ({ ...item, templateId })));
    },
    async items(templateId: string): Promise<ScorecardItemRow[]> {
      return db
        .select()
        .from(scorecardTemplateItems)
        .where(eq(scorecardTemplateItems.templateId, templateId))
        .orderBy(asc(scorecardTemplateItems.itemOrder));
    },
  };
}
export type ScorecardsRepository = ReturnType<typeof createScorecardsRepository>;

import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { agendaTemplateItems, agendaTemplates, interviewTemplates } from '#server/db/schema/index.ts';
import type { AgendaItemRowDraft } from '../template-items.ts';

export type AgendaRow = typeof agendaTemplates.$inferSelect;
/** What a user may set; id, owner and timestamps are the server's. */
export type AgendaValues = Omit<
  typeof agendaTemplates.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;
export type AgendaItemRow = typeof agendaTemplateItems.$inferSelect;

const owned = (userId: string, id: string) =>
  and(eq(agendaTemplates.userId, userId), eq(agendaTemplates.id, id));

export function createAgendasRepository(db: Db) {
  return {
    async list(userId: string): Promise<AgendaRow[]> {
      return db
        .select()
        .from(agendaTemplates)
        .where(eq(agendaTemplates.userId, userId))
        .orderBy(desc(agendaTemplates.createdAt), desc(agendaTemplates.id));
    },
    async findById(userId: string, id: string): Promise<AgendaRow | undefined> {
      const [row] = await db.select().from(agendaTemplates).where(owned(userId, id));
      return row;
    },
    /** Whether it exists and is the user's; locks it against deletion until commit. */
    async lockOwned(userId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: agendaTemplates.id })
        .from(agendaTemplates)
        .where(owned(userId, id))
        .for('share');
      return row !== undefined;
    },
    /** Locks the row for a delete; false when it is absent or someone else's. */
    async lockForDelete(userId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: agendaTemplates.id })
        .from(agendaTemplates)
        .where(owned(userId, id))
        .for('update');
      return row !== undefined;
    },
    async usedByTemplate(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: interviewTemplates.id })
        .from(interviewTemplates)
        .where(eq(interviewTemplates.agendaId, id))
        .limit(1);
      return row !== undefined;
    },
    async insert(userId: string, values: AgendaValues): Promise<AgendaRow | undefined> {
      const [row] = await db
        .insert(agendaTemplates)
        .values({ ...values, userId })
        .returning();
      return row;
    },
    async update(userId: string, id: string, values: AgendaValues): Promise<AgendaRow | undefined> {
      const [row] = await db.update(agendaTemplates).set(values).where(owned(userId, id)).returning();
      return row;
    },
    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(agendaTemplates)
        .where(owned(userId, id))
        .returning({ id: agendaTemplates.id });
      return rows.length > 0;
    },
    /** Replaces every item of a agenda the caller has already checked ownership of. */
    async replaceItems(templateId: string, items: AgendaItemRowDraft[]): Promise<void> {
      await db.delete(agendaTemplateItems).where(eq(agendaTemplateItems.templateId, templateId));
      if (items.length === 0) return;
      await db.insert(agendaTemplateItems).values(items.map((item) => ({ ...item, templateId })));
    },
    async items(templateId: string): Promise<AgendaItemRow[]> {
      return db
        .select()
        .from(agendaTemplateItems)
        .where(eq(agendaTemplateItems.templateId, templateId))
        .orderBy(asc(agendaTemplateItems.itemOrder));
    },
  };
}
export type AgendasRepository = ReturnType<typeof createAgendasRepository>;

import { and, asc, desc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import type {
  agendaTemplateItems,
  agendaTemplates,
  scorecardTemplateItems,
  scorecardTemplates,
} from '#server/db/schema/index.ts';

/**
 * A kind of reusable template: its table, the table of its items, and the interview-template
 * column that refers to it (a template in use there cannot be deleted).
 */
export type TemplateKind =
  | { table: typeof scorecardTemplates; items: typeof scorecardTemplateItems; usedBy: PgColumn }
  | { table: typeof agendaTemplates; items: typeof agendaTemplateItems; usedBy: PgColumn };

export type TemplateRow<K extends TemplateKind> = K['table']['$inferSelect'];
/** What a user may set; id, owner and timestamps are the server's. */
export type TemplateValues<K extends TemplateKind> = Omit<
  K['table']['$inferInsert'],
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;
export type TemplateItemRow<K extends TemplateKind> = K['items']['$inferSelect'];
export type TemplateItemValues<K extends TemplateKind> = Omit<
  K['items']['$inferInsert'],
  'id' | 'templateId'
>;

/**
 * The queries of one template kind, every one scoped by the owner except those on items of a
 * template the caller has already checked. The two kinds share their columns' names, so one
 * set of queries serves both; the kind's types say what goes in and comes out.
 */
export function createTemplateRepository<K extends TemplateKind>(db: Db, kind: K) {
  // Typed as one of the kinds: the queries only name the columns both have.
  const { table, items, usedBy } = kind as Extract<TemplateKind, { table: typeof scorecardTemplates }>;
  const owned = (userId: string, id: string) => and(eq(table.userId, userId), eq(table.id, id));
  const lock = async (userId: string, id: string, strength: 'share' | 'update') => {
    const [row] = await db.select({ id: table.id }).from(table).where(owned(userId, id)).for(strength);
    return row !== undefined;
  };

  return {
    /** Newest first. */
    async list(userId: string): Promise<TemplateRow<K>[]> {
      return db
        .select()
        .from(table)
        .where(eq(table.userId, userId))
        .orderBy(desc(table.createdAt), desc(table.id));
    },
    async findById(userId: string, id: string): Promise<TemplateRow<K> | undefined> {
      const [row] = await db.select().from(table).where(owned(userId, id));
      return row;
    },
    /** Whether it exists and is the user's; locks it against deletion until commit. */
    lockOwned: (userId: string, id: string): Promise<boolean> => lock(userId, id, 'share'),
    /** Locks the row for a delete; false when it is absent or someone else's. */
    lockForDelete: (userId: string, id: string): Promise<boolean> => lock(userId, id, 'update'),
    async usedByTemplate(id: string): Promise<boolean> {
      const [row] = await db.select({ id: usedBy }).from(usedBy.table).where(eq(usedBy, id)).limit(1);
      return row !== undefined;
    },
    async insert(userId: string, values: TemplateValues<K>): Promise<TemplateRow<K> | undefined> {
      const [row] = await db
        .insert(table)
        .values({ ...values, userId })
        .returning();
      return row;
    },
    async update(userId: string, id: string, values: TemplateValues<K>): Promise<TemplateRow<K> | undefined> {
      const [row] = await db.update(table).set(values).where(owned(userId, id)).returning();
      return row;
    },
    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(table).where(owned(userId, id)).returning({ id: table.id });
      return rows.length > 0;
    },
    /** Replaces every item of a template the caller has already checked ownership of. */
    async replaceItems(templateId: string, drafts: TemplateItemValues<K>[]): Promise<void> {
      await db.delete(items).where(eq(items.templateId, templateId));
      if (drafts.length === 0) return;
      await db.insert(items).values(drafts.map((item) => ({ ...item, templateId })));
    },
    async items(templateId: string): Promise<TemplateItemRow<K>[]> {
      return db.select().from(items).where(eq(items.templateId, templateId)).orderBy(asc(items.itemOrder));
    },
  };
}

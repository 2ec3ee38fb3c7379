import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { tutorials } from '#server/db/schema/index.ts';

export type TutorialRow = typeof tutorials.$inferSelect;
export type TutorialValues = Omit<typeof tutorials.$inferInsert, 'id' | 'createdAt'>;

/** Tutorials are shared by every account (docs/decisions/008-data-ownership.md): no user scope. */
export function createTutorialsRepository(db: Db) {
  return {
    /** In display order, then oldest first. */
    async list(): Promise<TutorialRow[]> {
      return db
        .select()
        .from(tutorials)
        .orderBy(asc(tutorials.displayOrder), asc(tutorials.createdAt), asc(tutorials.id));
    },
    async findById(id: string): Promise<TutorialRow | undefined> {
      const [row] = await db.select().from(tutorials).where(eq(tutorials.id, id));
      return row;
    },
    async insert(values: TutorialValues): Promise<TutorialRow | undefined> {
      const [row] = await db.insert(tutorials).values(values).returning();
      return row;
    },
    async delete(id: string): Promise<TutorialRow | undefined> {
      const [row] = await db.delete(tutorials).where(eq(tutorials.id, id)).returning();
      return row;
    },
  };
}
export type TutorialsRepository = ReturnType<typeof createTutorialsRepository>;

import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sampleFeedbacks } from '#server/db/schema/index.ts';

export type SampleFeedbackRow = typeof sampleFeedbacks.$inferSelect;
export type SampleFeedbackValues = Pick<
  typeof sampleFeedbacks.$inferInsert,
  'title' | 'content' | 'category' | 'tags'
>;

const owned = (userId: string, id: string) =>
  and(eq(sampleFeedbacks.userId, userId), eq(sampleFeedbacks.id, id));

export function createSampleFeedbacksRepository(db: Db) {
  return {
    /** Newest first; `limit` serves the assistant, which takes a few recent examples. */
    async list(userId: string, limit?: number): Promise<SampleFeedbackRow[]> {
      const query = db
        .select()
        .from(sampleFeedbacks)
        .where(eq(sampleFeedbacks.userId, userId))
        .orderBy(desc(sampleFeedbacks.createdAt), desc(sampleFeedbacks.id));
      return limit === undefined ? query : query.limit(limit);
    },
    async findById(userId: string, id: string): Promise<SampleFeedbackRow | undefined> {
      const [row] = await db.select().from(sampleFeedbacks).where(owned(userId, id));
      return row;
    },
    async insert(userId: string, values: SampleFeedbackValues): Promise<SampleFeedbackRow | undefined> {
      const [row] = await db
        .insert(sampleFeedbacks)
        .values({ ...values, userId })
        .returning();
      return row;
    },
    async update(
      userId: string,
      id: string,
      values: SampleFeedbackValues,
    ): Promise<SampleFeedbackRow | undefined> {
      const [row] = await db.update(sampleFeedbacks).set(values).where(owned(userId, id)).returning();
      return row;
    },
    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(sampleFeedbacks)
        .where(owned(userId, id))
        .returning({ id: sampleFeedbacks.id });
      return rows.length > 0;
    },
  };
}
export type SampleFeedbacksRepository = ReturnType<typeof createSampleFeedbacksRepository>;

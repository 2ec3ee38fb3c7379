import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { feedback } from '#server/db/schema/interviews.ts';

export type NoteRow = typeof feedback.$inferSelect;

/** Notes taken during a session (the spec's `feedback` table). Callers have checked the owner. */
export function createNotesRepository(db: Db) {
  return {
    async list(sessionId: string): Promise<NoteRow[]> {
      return db
        .select()
        .from(feedback)
        .where(eq(feedback.sessionId, sessionId))
        .orderBy(asc(feedback.timestamp), asc(feedback.id));
    },
    async insert(sessionId: string, content: string, tags: string[]): Promise<NoteRow | undefined> {
      const [row] = await db.insert(feedback).values({ sessionId, content, tags }).returning();
      return row;
    },
  };
}
export type NotesRepository = ReturnType<typeof createNotesRepository>;

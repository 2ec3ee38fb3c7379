import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { audioExports } from '#server/db/schema/interviews.ts';

export type AudioExportRow = typeof audioExports.$inferSelect;
export type AudioExportValues = Omit<typeof audioExports.$inferInsert, 'id' | 'createdAt'>;

/** A session's recorded audio files. Callers have checked the session's owner. */
export function createAudioExportsRepository(db: Db) {
  return {
    async list(sessionId: string): Promise<AudioExportRow[]> {
      return db
        .select()
        .from(audioExports)
        .where(eq(audioExports.sessionId, sessionId))
        .orderBy(asc(audioExports.createdAt), asc(audioExports.id));
    },
    async findByPath(sessionId: string, filePath: string): Promise<AudioExportRow | undefined> {
      const [row] = await db
        .select()
        .from(audioExports)
        .where(and(eq(audioExports.sessionId, sessionId), eq(audioExports.filePath, filePath)));
      return row;
    },
    async insert(values: AudioExportValues): Promise<AudioExportRow | undefined> {
      const [row] = await db.insert(audioExports).values(values).returning();
      return row;
    },
    async update(
      id: string,
      values: Pick<AudioExportValues, 'fileSize' | 'duration'>,
    ): Promise<AudioExportRow | undefined> {
      const [row] = await db.update(audioExports).set(values).where(eq(audioExports.id, id)).returning();
      return row;
    },
    /** Removes the sessions' rows; answers the object-store keys they named. */
    async deleteForSessions(sessionIds: string[]): Promise<string[]> {
      if (sessionIds.length === 0) return [];
      const rows = await db
        .delete(audioExports)
        .where(inArray(audioExports.sessionId, sessionIds))
        .returning({ filePath: audioExports.filePath });
      return rows.map((r) => r.filePath);
    },
  };
}
export type AudioExportsRepository = ReturnType<typeof createAudioExportsRepository>;

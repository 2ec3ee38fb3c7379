import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { audioExports } from '#server/db/schema/index.ts';

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
    async insert(values: AudioExportValues): Promise<AudioExportRow | undefined> {
      const [row] = await db.insert(audioExports).values(values).returning();
      return row;
    },
  };
}
export type AudioExportsRepository = ReturnType<typeof createAudioExportsRepository>;

import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { recordingUsage } from '#server/db/schema/speech-capacity.ts';
import { users } from '#server/db/schema/users.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const usedBy = async (db: Db | Tx, userId: string): Promise<number> => {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${recordingUsage.bytes}), 0)` })
    .from(recordingUsage)
    .where(eq(recordingUsage.userId, userId));
  return Number(row?.bytes ?? 0);
};

/**
 * The recording bytes each session holds or has reserved (`recording_usage`), summed per owner:
 * the one count of the recording quota, whichever instance writes (decision 043).
 */
export function createRecordingUsageRepository(db: Db) {
  return {
    used: (userId: string) => usedBy(db, userId),

    /**
     * Reserves up to `want` bytes for the session, no more than the owner has left under `quota`;
     * answers the bytes granted (0 when full). The owner's row is locked first, so reservations of
     * one user, from any instance, are taken one after another and never pass the quota together.
     */
    reserve(userId: string, sessionId: string, want: number, quota: number): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
        const granted = Math.max(0, Math.min(want, quota - (await usedBy(tx, userId))));
        if (granted === 0) return 0;
        await tx
          .insert(recordingUsage)
          .values({ sessionId, userId, bytes: granted })
          .onConflictDoUpdate({
            target: recordingUsage.sessionId,
            set: { bytes: sql`${recordingUsage.bytes} + ${granted}`, updatedAt: new Date() },
          });
        return granted;
      });
    },

    /** Room reserved and not written goes back. */
    async giveBack(sessionId: string, bytes: number): Promise<void> {
      if (bytes <= 0) return;
      await db
        .update(recordingUsage)
        .set({ bytes: sql`greatest(${recordingUsage.bytes} - ${bytes}, 0)`, updatedAt: new Date() })
        .where(eq(recordingUsage.sessionId, sessionId));
    },

    /** The session's recordings were erased: they count no more. */
    async forget(sessionIds: string[]): Promise<void> {
      if (sessionIds.length)
        await db.delete(recordingUsage).where(inArray(recordingUsage.sessionId, sessionIds));
    },
  };
}
export type RecordingUsageRepository = ReturnType<typeof createRecordingUsageRepository>;

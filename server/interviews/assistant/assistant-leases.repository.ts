import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { assistantLeases } from '#server/db/schema/interviews.ts';

/** The lease of the instance that runs a session's live assistant (assistant-election.ts). */
export function createAssistantLeasesRepository(db: Db) {
  return {
    /**
     * Takes or renews the session's lease for `instanceId` for `ms`, unless another instance
     * holds one that has not expired. One statement, so two instances never both win.
     */
    async claim(sessionId: string, instanceId: string, ms: number): Promise<boolean> {
      const until = sql`now() + make_interval(secs => ${ms / 1000})`;
      const rows = await db
        .insert(assistantLeases)
        .values({ sessionId, instanceId, expiresAt: until })
        .onConflictDoUpdate({
          target: assistantLeases.sessionId,
          set: { instanceId, expiresAt: until },
          setWhere: sql`${assistantLeases.instanceId} = ${instanceId} or ${assistantLeases.expiresAt} < now()`,
        })
        .returning({ instanceId: assistantLeases.instanceId });
      return rows.length > 0;
    },

    /** Gives the lease up, if this instance holds it. */
    async release(sessionId: string, instanceId: string): Promise<void> {
      await db
        .delete(assistantLeases)
        .where(
          sql`${assistantLeases.sessionId} = ${sessionId} and ${assistantLeases.instanceId} = ${instanceId}`,
        );
    },
  };
}
export type AssistantLeasesRepository = ReturnType<typeof createAssistantLeasesRepository>;

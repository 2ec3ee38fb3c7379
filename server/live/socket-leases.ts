import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { audioSocketLeases, type SocketLeaseKind } from '#server/db/schema/speech-capacity.ts';
import { users } from '#server/db/schema/users.ts';

export type SocketLeaseLimits = {
  maxSocketsPerUser: number;
  /** A lease not renewed for this long stops counting (its instance went away). */
  leaseMs: number;
};

export const DEFAULT_SOCKET_LEASE_MS = 90_000;

const inMs = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * A per-user cap on one kind of socket across every instance: the audio sockets (decision 043)
 * and the live channel's (decision 050). Each open socket holds a row of its kind in
 * `audio_socket_leases`, taken at admission under a lock on the user's row (so two instances
 * admitting at once cannot both take the last place), renewed by its instance while it is open
 * and deleted when it closes.
 */
export function createSocketLeases(
  db: Db,
  instance: string,
  kind: SocketLeaseKind,
  limits: SocketLeaseLimits,
) {
  const live = sql`${audioSocketLeases.expiresAt} > now()`;
  const mine = and(eq(audioSocketLeases.instance, instance), eq(audioSocketLeases.kind, kind));
  return {
    /** A lease for one more socket of the user, or undefined when they hold the most already. */
    take(userId: string): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
        await tx
          .delete(audioSocketLeases)
          .where(and(eq(audioSocketLeases.userId, userId), lte(audioSocketLeases.expiresAt, sql`now()`)));
        // Expired leases of every kind go; the live ones of this kind count.
        const [held] = await tx
          .select({ n: count() })
          .from(audioSocketLeases)
          .where(and(eq(audioSocketLeases.userId, userId), eq(audioSocketLeases.kind, kind), live));
        if ((held?.n ?? 0) >= limits.maxSocketsPerUser) return undefined;
        const [row] = await tx
          .insert(audioSocketLeases)
          .values({ userId, instance, kind, expiresAt: inMs(limits.leaseMs) })
          .returning({ id: audioSocketLeases.id });
        return row?.id;
      });
    },

    /** This instance's leases go on counting (called well within `leaseMs`). */
    async renew(): Promise<void> {
      await db
        .update(audioSocketLeases)
        .set({ expiresAt: inMs(limits.leaseMs) })
        .where(mine);
    },

    async release(id: string): Promise<void> {
      await db.delete(audioSocketLeases).where(eq(audioSocketLeases.id, id));
    },

    /** Shutdown: this instance's sockets are gone. */
    async releaseAll(): Promise<void> {
      await db.delete(audioSocketLeases).where(mine);
    },
  };
}
export type SocketLeases = ReturnType<typeof createSocketLeases>;

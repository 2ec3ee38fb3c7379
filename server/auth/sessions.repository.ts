import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { type SessionData, sessions, users } from '#server/db/schema/index.ts';
import type { UserRow } from './users.repository.ts';

export function createSessionsRepository(db: Db) {
  /**
   * Every request resolves its session: the query is built once and kept as a named prepared
   * statement on each connection (a primary-key lookup, so its cached plan is always right).
   */
  const findLive = db
    .select({ sess: sessions.sess, expire: sessions.expire, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, sql.placeholder('sid')), gt(sessions.expire, sql.placeholder('now'))))
    .prepare('ih_sessions_find_live');

  return {
    async insert(sid: string, sess: SessionData, expire: Date): Promise<void> {
      await db.insert(sessions).values({ sid, sess, expire, userId: sess.userId });
    },
    async findLive(
      sid: string,
      now: Date,
    ): Promise<{ sess: SessionData; expire: Date; user: UserRow } | undefined> {
      const [row] = await findLive.execute({ sid, now: now.toISOString() });
      return row;
    },
    async touch(sid: string, expire: Date): Promise<void> {
      await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
    },
    async delete(sid: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.sid, sid));
    },
    async deleteAllOfUser(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
    async deleteExpired(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expire, now));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { panelGrants, sessions, users } from '#server/db/schema/index.ts';
import type { ResolvedSession } from './session.service.ts';

/** A Meet panel grant lasts this long at most; a new one is a click in the panel away. */
export const PANEL_GRANT_TTL_MS = 4 * 60 * 60 * 1000;

export type PanelGrant = ResolvedSession & { sessionId: string };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Grants for the Google Meet side panel inside Meet's frame (decision 037): a 256-bit bearer
 * token, not a cookie, for one interviewer's panel view of one session. It ends when it expires,
 * when the sign-in that issued it ends (sign-out, password change: the row goes with it) or when
 * its session is deleted; each use reads the database, so no instance honours it after that.
 */
export function createPanelGrants(db: Db, now: () => Date = () => new Date()) {
  return {
    async issue(sid: string, userId: string, sessionId: string): Promise<{ token: string; expiresAt: Date }> {
      const token = `ihg_${randomBytes(32).toString('base64url')}`;
      const at = now();
      const expiresAt = new Date(at.getTime() + PANEL_GRANT_TTL_MS);
      await db.delete(panelGrants).where(lte(panelGrants.expiresAt, at));
      await db.insert(panelGrants).values({ tokenHash: hashOf(token), sid, userId, sessionId, expiresAt });
      return { token, expiresAt };
    },

    /** The grant's sign-in and session, while the grant and that sign-in both last. */
    async resolve(token: string): Promise<PanelGrant | undefined> {
      const at = now();
      const [row] = await db
        .select({ sid: panelGrants.sid, sessionId: panelGrants.sessionId, user: users })
        .from(panelGrants)
        .innerJoin(sessions, eq(sessions.sid, panelGrants.sid))
        .innerJoin(users, eq(users.id, panelGrants.userId))
        .where(
          and(
            eq(panelGrants.tokenHash, hashOf(token)),
            gt(panelGrants.expiresAt, at),
            gt(sessions.expire, at),
          ),
        );
      return row;
    },
  };
}
export type PanelGrants = ReturnType<typeof createPanelGrants>;

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import { ZOOM_APP_LINK_TTL_MS } from '#contracts/zoom-app-link.ts';
import type { Db } from '#server/db/client.ts';
import { zoomAppLinks } from '#server/db/schema/zoom.ts';
import { AppError } from '#server/lib/errors.ts';

type AuthType = 'local' | 'google';
const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');
const random = () => randomBytes(32).toString('base64url');

const EXPIRED = 'This sign-in link has expired; select Sign in with Google in the Zoom App again';
const USED = 'This sign-in link has been used already; select Sign in with Google in the Zoom App again';

/**
 * The Zoom App's sign-in through the system browser (decision 050). A link has a code, which goes
 * to the browser, and a poll token, which stays in the app; both 256-bit random, stored as SHA-256
 * digests. A signed-in browser confirms the code once; the app then exchanges its poll token once
 * for a sign-in of the user who confirmed. Each step is one conditional write, so two instances
 * or two tabs racing cannot both win. A code confirmed by someone else reads as unknown.
 */
export function createZoomAppLinks(db: Db, now: () => Date = () => new Date()) {
  /** The link behind a digest, or a 404 / 409 that says why it cannot be used. */
  const refusal = async (column: 'codeHash' | 'pollHash', digest: string, userId?: string) => {
    const [row] = await db.select().from(zoomAppLinks).where(eq(zoomAppLinks[column], digest));
    if (!row || (userId && row.userId && row.userId !== userId)) return AppError.notFound('Sign-in link');
    if (row.usedAt) return AppError.conflict(USED);
    if (row.expiresAt <= now()) return AppError.conflict(EXPIRED);
    return undefined;
  };

  return {
    async create(): Promise<{ code: string; pollToken: string; expiresAt: Date }> {
      const at = now();
      const code = random();
      const pollToken = random();
      const expiresAt = new Date(at.getTime() + ZOOM_APP_LINK_TTL_MS);
      await db.delete(zoomAppLinks).where(lte(zoomAppLinks.expiresAt, at));
      await db
        .insert(zoomAppLinks)
        .values({ codeHash: hashOf(code), pollHash: hashOf(pollToken), expiresAt });
      return { code, pollToken, expiresAt };
    },

    /** The signed-in browser's user confirms the code (again: nothing changes). */
    async confirm(code: string, userId: string, authType: AuthType): Promise<void> {
      const digest = hashOf(code);
      const [row] = await db
        .update(zoomAppLinks)
        .set({ userId, authType, confirmedAt: now() })
        .where(
          and(
            eq(zoomAppLinks.codeHash, digest),
            isNull(zoomAppLinks.userId),
            isNull(zoomAppLinks.usedAt),
            gt(zoomAppLinks.expiresAt, now()),
          ),
        )
        .returning({ id: zoomAppLinks.id });
      if (row) return;
      const problem = await refusal('codeHash', digest, userId);
      if (problem) throw problem;
    },

    /**
     * The app's poll: undefined while the browser has not confirmed; once confirmed, the user to
     * sign in, handed out once.
     */
    async exchange(pollToken: string): Promise<{ userId: string; authType: AuthType } | undefined> {
      const digest = hashOf(pollToken);
      const [row] = await db
        .update(zoomAppLinks)
        .set({ usedAt: now() })
        .where(
          and(
            eq(zoomAppLinks.pollHash, digest),
            isNotNull(zoomAppLinks.confirmedAt),
            isNull(zoomAppLinks.usedAt),
            gt(zoomAppLinks.expiresAt, now()),
          ),
        )
        .returning({ userId: zoomAppLinks.userId, authType: zoomAppLinks.authType });
      if (row?.userId && row.authType) return { userId: row.userId, authType: row.authType };
      const problem = await refusal('pollHash', digest);
      if (problem) throw problem;
      return undefined;
    },
  };
}
export type ZoomAppLinks = ReturnType<typeof createZoomAppLinks>;

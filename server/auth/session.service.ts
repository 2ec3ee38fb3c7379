import { createHash, randomBytes } from 'node:crypto';
import type { AuthType } from '#contracts/auth.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import type { UserRow } from './users.repository.ts';

const HOUR = 3_600_000;
/** A session ends after 7 days without use, and 30 days after sign-in whatever happens. */
export const IDLE_TIMEOUT_MS = 7 * 24 * HOUR;
export const ABSOLUTE_TIMEOUT_MS = 30 * 24 * HOUR;

export type ResolvedSession = { sid: string; user: UserRow };

type Deps = { repo: SessionsRepository; now?: () => Date };

/** 256-bit random tokens in the cookie; only their SHA-256 is stored. */
export function createSessionService({ repo, now = () => new Date() }: Deps) {
  const sidOf = (token: string) => createHash('sha256').update(token).digest('hex');

  return {
    async create(userId: string, authType: AuthType): Promise<{ token: string; expires: Date }> {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const expires = new Date(at.getTime() + IDLE_TIMEOUT_MS);
      await repo.insert(sidOf(token), { userId, authType, createdAt: at.toISOString() }, expires);
      return { token, expires };
    },

    async resolve(token: string): Promise<ResolvedSession | undefined> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
      const sid = sidOf(token);
      const at = now();
      const found = await repo.findLive(sid, at);
      if (!found) return undefined;
      const hardEnd = new Date(found.sess.createdAt).getTime() + ABSOLUTE_TIMEOUT_MS;
      if (at.getTime() >= hardEnd) {
        await repo.delete(sid);
        return undefined;
      }
      // Slide the idle timeout at most once an hour, so reads do not write on every request.
      const wanted = Math.min(at.getTime() + IDLE_TIMEOUT_MS, hardEnd);
      if (wanted - found.expire.getTime() > HOUR) await repo.touch(sid, new Date(wanted));
      return { sid, user: found.user };
    },

    async destroy(token: string): Promise<void> {
      await repo.delete(sidOf(token));
    },

    async destroyAllOfUser(userId: string): Promise<void> {
      await repo.deleteAllOfUser(userId);
    },

    async purgeExpired(): Promise<void> {
      await repo.deleteExpired(now());
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;

import { createHash, randomBytes } from 'node:crypto';
import type { AuthType } from '#contracts/auth.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import type { UserRow } from './users.repository.ts';

const HOUR = 3_600_000;
/** A session ends after 7 days without use, and 30 days after sign-in whatever happens. */
export const IDLE_TIMEOUT_MS = 7 * 24 * HOUR;
export const ABSOLUTE_TIMEOUT_MS = 30 * 24 * HOUR;

export type ResolvedSession = { sid: string; user: UserRow };

type Deps = {
  repo: SessionsRepository;
  now?: () => Date;
  /**
   * Keeps resolved sessions in memory this long (0: off). Sign-outs and settings changes made
   * here drop the entries at once (`destroy…`). Those made by another process (another instance,
   * the `user` command, an operator) reach `forgetSession`/`forgetUser`/`forgetAll` through the
   * database's announcements: docs/decisions/019-sign-ins-kept-in-memory.md.
   */
  cacheMs?: number;
  /** Whether those announcements are heard now; nothing is kept or served from memory otherwise. */
  heard?: () => boolean;
};

type Found = NonNullable<Awaited<ReturnType<SessionsRepository['findLive']>>>;
const CACHE_MAX = 10_000;

/** 256-bit random tokens in the cookie; only their SHA-256 is stored. */
export function createSessionService({
  repo,
  now = () => new Date(),
  cacheMs = 0,
  heard = () => true,
}: Deps) {
  const sidOf = (token: string) => createHash('sha256').update(token).digest('hex');
  const cache = new Map<string, { found: Found; until: number }>();
  /**
   * Counts sign-outs, announcements and lost announcements: a lookup that raced one is not kept,
   * since it may have read a session that has ended or a user that has changed.
   */
  let revocations = 0;
  const forget = (drop: () => void) => {
    revocations++;
    drop();
  };
  const dropUser = (userId: string) => {
    for (const [sid, { found }] of cache) if (found.user.id === userId) cache.delete(sid);
  };
  /** Drops the entries before and after the write, so no lookup running meanwhile stays cached. */
  const revoke = async (drop: () => void, write: () => Promise<void>) => {
    forget(drop);
    try {
      await write();
    } finally {
      forget(drop);
    }
  };

  const findLive = async (sid: string, at: Date): Promise<Found | undefined> => {
    const keep = cacheMs > 0 && heard();
    const hit = keep ? cache.get(sid) : undefined;
    if (hit && hit.until > at.getTime() && hit.found.expire > at) return hit.found;
    const before = revocations;
    const found = await repo.findLive(sid, at);
    if (!found || !keep || revocations !== before) return found;
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value ?? '');
    cache.set(sid, { found, until: at.getTime() + cacheMs });
    return found;
  };

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
      const found = await findLive(sid, at);
      if (!found) return undefined;
      const hardEnd = new Date(found.sess.createdAt).getTime() + ABSOLUTE_TIMEOUT_MS;
      if (at.getTime() >= hardEnd) {
        await revoke(
          () => cache.delete(sid),
          () => repo.delete(sid),
        );
        return undefined;
      }
      // Slide the idle timeout at most once an hour, so reads do not write on every request.
      const wanted = Math.min(at.getTime() + IDLE_TIMEOUT_MS, hardEnd);
      if (wanted - found.expire.getTime() > HOUR) {
        await repo.touch(sid, new Date(wanted));
        found.expire = new Date(wanted);
      }
      return { sid, user: found.user };
    },

    async destroy(token: string): Promise<void> {
      const sid = sidOf(token);
      await revoke(
        () => cache.delete(sid),
        () => repo.delete(sid),
      );
    },

    async destroyAllOfUser(userId: string): Promise<void> {
      await revoke(
        () => dropUser(userId),
        () => repo.deleteAllOfUser(userId),
      );
    },

    /** Another process ended this session (`sid`, as stored). */
    forgetSession: (sid: string) => forget(() => cache.delete(sid)),
    /** Another process changed this user, or ended their sessions. */
    forgetUser: (userId: string) => forget(() => dropUser(userId)),
    /** Announcements may have been missed (their connection dropped): nothing kept is trusted. */
    forgetAll: () => forget(() => cache.clear()),

    async purgeExpired(): Promise<void> {
      await repo.deleteExpired(now());
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;

import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema/index.ts';
import { sharedTestDatabase, testDatabaseKind } from '#server/test/test-db.ts';
import { createSessionService, type SessionService } from './session.service.ts';
import { createSessionEnds } from './session-ends.ts';
import { createSessionsRepository, type SessionsRepository } from './sessions.repository.ts';

/** The real repository, counting its lookups and able to hold one until the test lets it go. */
function observed(repo: SessionsRepository) {
  let lookups = 0;
  let gate: Promise<void> | undefined;
  let onRead: () => void = () => undefined;
  return {
    repo: {
      ...repo,
      async findLive(sid: string, now: Date) {
        lookups++;
        const found = await repo.findLive(sid, now);
        onRead();
        await gate;
        return found;
      },
    } satisfies SessionsRepository,
    /** Resolves once the next lookup has read the database. */
    nextRead: () =>
      new Promise<void>((resolve) => {
        onRead = () => resolve();
      }),
    lookups: () => lookups,
    hold() {
      let release: () => void = () => undefined;
      gate = new Promise((resolve) => {
        release = () => resolve();
      });
      return () => {
        gate = undefined;
        release();
      };
    },
  };
}

describe('resolved sessions kept in memory', () => {
  let db: Db;
  beforeAll(async () => {
    db = (await sharedTestDatabase()).db;
  });
  const newUser = async () => {
    const [user] = await db
      .insert(users)
      .values({ username: `cache-${randomUUID()}`, authType: 'local' })
      .returning();
    if (!user) throw new Error('no user');
    return user;
  };

  it('answers from memory, and not at all once signed out', async () => {
    const repo = observed(createSessionsRepository(db));
    const sessions = createSessionService({ repo: repo.repo, cacheMs: 60_000 });
    const user = await newUser();
    const { token } = await sessions.create(user.id, 'local');
    expect((await sessions.resolve(token))?.user.id).toBe(user.id);
    expect((await sessions.resolve(token))?.user.id).toBe(user.id);
    expect(repo.lookups()).toBe(1);

    await sessions.destroy(token);
    expect(await sessions.resolve(token)).toBeUndefined();
  });

  it('forgets every session of a user whose sessions all end (settings change)', async () => {
    const sessions = createSessionService({ repo: createSessionsRepository(db), cacheMs: 60_000 });
    const user = await newUser();
    const a = await sessions.create(user.id, 'local');
    const b = await sessions.create(user.id, 'local');
    await sessions.resolve(a.token);
    await sessions.resolve(b.token);
    await sessions.destroyAllOfUser(user.id);
    expect(await sessions.resolve(a.token)).toBeUndefined();
    expect(await sessions.resolve(b.token)).toBeUndefined();
  });

  it('does not keep a lookup that was under way while the session was signed out', async () => {
    const repo = observed(createSessionsRepository(db));
    const sessions = createSessionService({ repo: repo.repo, cacheMs: 60_000 });
    const user = await newUser();
    const { token } = await sessions.create(user.id, 'local');
    const release = repo.hold();
    const read = repo.nextRead();
    const racing = sessions.resolve(token); // reads the live row, then waits
    await read;
    await sessions.destroy(token);
    release();
    expect((await racing)?.user.id).toBe(user.id); // it began before the sign-out
    expect(await sessions.resolve(token)).toBeUndefined();
  });

  it('looks again after its time, and never past the session’s own expiry', async () => {
    let clock = new Date('2030-01-01T00:00:00Z');
    const repo = observed(createSessionsRepository(db));
    const sessions = createSessionService({ repo: repo.repo, cacheMs: 1_000, now: () => clock });
    const user = await newUser();
    const { token, expires } = await sessions.create(user.id, 'local');
    await sessions.resolve(token);
    clock = new Date(clock.getTime() + 999);
    await sessions.resolve(token);
    expect(repo.lookups()).toBe(1);
    clock = new Date(clock.getTime() + 2);
    await sessions.resolve(token);
    expect(repo.lookups()).toBe(2);
    clock = new Date(expires.getTime() + 1);
    expect(await sessions.resolve(token)).toBeUndefined();
  });

  it('is off by default, and keeps nothing while ended sessions are not heard of', async () => {
    const repo = observed(createSessionsRepository(db));
    let heard = false;
    const off = createSessionService({ repo: repo.repo });
    const deaf = createSessionService({ repo: repo.repo, cacheMs: 60_000, heard: () => heard });
    const user = await newUser();
    const { token } = await off.create(user.id, 'local');
    for (const sessions of [off, off, deaf, deaf]) await sessions.resolve(token);
    expect(repo.lookups()).toBe(4);
    heard = true;
    await deaf.resolve(token);
    await deaf.resolve(token);
    expect(repo.lookups()).toBe(5);
  });

  it('forgets what another process announces, and keeps no lookup that raced it', async () => {
    const repo = observed(createSessionsRepository(db));
    const sessions = createSessionService({ repo: repo.repo, cacheMs: 60_000 });
    const user = await newUser();
    const { token } = await sessions.create(user.id, 'local');
    const resolvedTwice = async () => {
      const before = repo.lookups();
      await sessions.resolve(token);
      await sessions.resolve(token);
      return repo.lookups() - before;
    };
    expect(await resolvedTwice()).toBe(1);
    sessions.forgetSession(createHash('sha256').update(token).digest('hex'));
    expect(await resolvedTwice()).toBe(1);
    sessions.forgetUser(user.id);
    expect(await resolvedTwice()).toBe(1);
    sessions.forgetAll();
    expect(await resolvedTwice()).toBe(1);

    sessions.forgetAll();
    const release = repo.hold();
    const read = repo.nextRead();
    const racing = sessions.resolve(token);
    await read;
    sessions.forgetAll();
    release();
    await racing;
    expect(await resolvedTwice()).toBe(1); // the raced lookup was not kept: this one looked again
  });
});

/**
 * Sessions ended and users changed by another process reach every process that keeps sign-ins in
 * memory: the triggers of migration 0007 announce them, `createSessionEnds` hears them.
 */
describe('ended sessions announced by the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await sharedTestDatabase();
  });

  /** A process of its own: its own service and memory, following the database's announcements. */
  const instance = () => {
    const repo = observed(createSessionsRepository(database.db));
    const ends = createSessionEnds();
    const sessions = createSessionService({ repo: repo.repo, cacheMs: 60_000, heard: ends.heard });
    const listening = ends.follow(database, sessions, () => undefined);
    return { repo, sessions, ends, listening };
  };
  const signedIn = async (a: ReturnType<typeof instance>) => {
    const [user] = await database.db
      .insert(users)
      .values({ username: `ends-${randomUUID()}`, authType: 'local', firstName: 'Ada' })
      .returning();
    if (!user) throw new Error('no user');
    const { token } = await a.sessions.create(user.id, 'local');
    return { user, token };
  };
  /** Resolves the token until `done` holds for the answer, within 2 s. */
  const until = async (
    b: ReturnType<typeof instance>,
    token: string,
    done: (found: Awaited<ReturnType<SessionService['resolve']>>) => boolean,
  ) => {
    for (let waited = 0; waited < 2_000; waited += 10) {
      if (done(await b.sessions.resolve(token))) return;
      await sleep(10);
    }
    throw new Error('not seen within 2 s');
  };

  it('drops a session ended elsewhere: a sign-out, an operator’s delete, a changed user', async () => {
    const a = instance();
    const b = instance();
    try {
      await until(b, 'x'.repeat(43), () => b.ends.heard());
      const first = await signedIn(a);
      await b.sessions.resolve(first.token);
      const kept = b.repo.lookups();
      expect((await b.sessions.resolve(first.token))?.user.firstName).toBe('Ada');
      expect(b.repo.lookups()).toBe(kept); // served from B's memory
      await a.sessions.destroy(first.token);
      await until(b, first.token, (found) => found === undefined);

      const second = await signedIn(a);
      await b.sessions.resolve(second.token);
      await database.db.delete(sessions).where(eq(sessions.userId, second.user.id));
      await until(b, second.token, (found) => found === undefined);

      const third = await signedIn(a);
      await b.sessions.resolve(third.token);
      await database.db.update(users).set({ firstName: 'Grace' }).where(eq(users.id, third.user.id));
      await until(b, third.token, (found) => found?.user.firstName === 'Grace');
    } finally {
      await Promise.all([a.listening.stop(), b.listening.stop()]);
    }
  });

  it.skipIf(testDatabaseKind !== 'postgres')(
    'trusts nothing kept while its LISTEN connection is down, and keeps again once back',
    async () => {
      const a = instance();
      const b = instance();
      try {
        await until(b, 'x'.repeat(43), () => b.ends.heard());
        const { token } = await signedIn(a);
        await b.sessions.resolve(token);
        const pid = b.listening.pid();
        await database.db.execute(sql`select pg_terminate_backend(${pid})`);
        await until(b, token, () => !b.ends.heard());
        // Ended while B hears nothing: B must not answer from memory.
        await a.sessions.destroy(token);
        expect(await b.sessions.resolve(token)).toBeUndefined();

        await until(b, token, () => b.ends.heard() && b.listening.pid() !== pid);
        const again = await signedIn(a);
        await b.sessions.resolve(again.token);
        const kept = b.repo.lookups();
        await b.sessions.resolve(again.token);
        expect(b.repo.lookups()).toBe(kept);
      } finally {
        await Promise.all([a.listening.stop(), b.listening.stop()]);
      }
    },
  );
});

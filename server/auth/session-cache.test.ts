import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { sharedTestDatabase } from '#server/test/test-db.ts';
import { createSessionService } from './session.service.ts';
import { createSessionsRepository, type SessionsRepository } from './sessions.repository.ts';

/** The real repository, counting its lookups and able to hold one until the test lets it go. */
function observed(repo: SessionsRepository) {
  let lookups = 0;
  let gate: Promise<void> | undefined;
  let onRead = () => undefined as void;
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
      let release = () => undefined as void;
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

  it('is off by default (several instances on one PostgreSQL)', async () => {
    const repo = observed(createSessionsRepository(db));
    const sessions = createSessionService({ repo: repo.repo });
    const user = await newUser();
    const { token } = await sessions.create(user.id, 'local');
    await sessions.resolve(token);
    await sessions.resolve(token);
    expect(repo.lookups()).toBe(2);
  });
});

import { count, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepository(db: Db) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.username, username));
      return row;
    },
    async findByGoogleId(googleId: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.googleId, googleId));
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },
    async insert(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(id: string, values: Partial<typeof users.$inferInsert>): Promise<void> {
      await db.update(users).set(values).where(eq(users.id, id));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

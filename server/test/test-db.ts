import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '#server/db/client.ts';

/**
 * Tests run on in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set (CI does both).
 * Every test builds its data under fresh users, so files share one migrated database per worker.
 */
const url = process.env.TEST_DATABASE_URL;
export const testDatabaseKind = url ? 'postgres' : 'pglite';

let shared: Promise<Database> | undefined;

export function sharedTestDatabase(): Promise<Database> {
  shared ??= openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dir: undefined });
  return shared;
}

/** An empty database of its own, for tests that need no other users (first-start bootstrap). */
export async function freshTestDatabase(): Promise<Database> {
  if (!url) return openDatabase({ kind: 'pglite', dir: undefined });
  const fresh = await freshPostgresDatabase();
  const database = await openDatabase({ kind: 'postgres', url: fresh.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}

/** An empty PostgreSQL database's address, for several instances (pools) sharing it; drop it last. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const name = `ih_fresh_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

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
  const name = `ih_fresh_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(`drop database if exists ${name}`);
    },
  };
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

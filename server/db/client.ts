import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Listener, startListener } from './pg-listener.ts';
import { createPool } from './pg-pool.ts';
import { PgliteThread } from './pglite-thread.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Connection errors the database reported outside any query (an idle connection closed by a
   * restart): they cost nothing, as the pool connects again, but an operator wants to see them.
   */
  onConnectionError(listener: (error: unknown) => void): void;
  /** Follows NOTIFYs on `channel` until `stop`. */
  listen(channel: string, handlers: ListenHandlers): Listening;
  close(): Promise<void>;
};

export type ListenHandlers = {
  onNotification(payload: string): void;
  /** Once LISTEN is active, and again after every reconnection. */
  onListening(): void;
  /** The connection was lost: what is notified from now until `onListening` is missed. */
  onDropped(): void;
  onError(error: unknown): void;
};

export type Listening = {
  /** The backend pid of the LISTEN connection on PostgreSQL, while it is up. */
  pid(): number | undefined;
  stop(): Promise<void>;
};

/** How soon a lost LISTEN connection is tried again (doubling, with jitter, up to the maximum). */
const LISTEN_BACKOFF = { initialMs: 250, maxMs: 10_000 };

export type DatabaseOptions =
  /** `poolSize`: most connections open at once (defaults to `defaultPoolSize()`). */
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `dir` undefined keeps the database in memory (tests). */
  | { kind: 'pglite'; dir: string | undefined };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK = 7_420_001;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize ?? defaultPoolSize())
    : openPglite(options.dir);
}

/**
 * Connections per instance when `DATABASE_POOL_SIZE` is unset: a request holds one only for its
 * statements, so a few per core keeps the database busy without queueing behind each other.
 */
export function defaultPoolSize(): number {
  return Math.min(40, Math.max(10, 5 * availableParallelism()));
}

async function openPglite(dir: string | undefined): Promise<Database> {
  // On a thread of its own, with pg_trgm for the lists' search indexes (migration 0001).
  const client = await PgliteThread.open(dir);
  // Drizzle's driver uses the part of PGlite's interface the thread offers (pglite-thread.ts).
  const db = drizzlePglite({ client: client as unknown as PGlite, schema, casing: 'snake_case' });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    // Nothing to lose on a thread of this process.
    onConnectionError: () => undefined,
    // One process holds PGlite, so its notifications are delivered in-process and never lost.
    listen(channel, { onNotification, onListening, onError }) {
      const unlisten = client.listen(channel, onNotification).then(
        (stop) => {
          onListening();
          return stop;
        },
        (error: unknown) => {
          onError(error);
          return undefined;
        },
      );
      // Closing the database has already ended the listening.
      const stop = async () => (client.closed ? undefined : (await unlisten)?.());
      return { pid: () => undefined, stop };
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const connectionErrors = new Set<(error: unknown) => void>();
  const pool = createPool({
    url,
    max: poolSize,
    onConnectionError: (error) => {
      for (const listener of connectionErrors) listener(error);
    },
  });
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  const listeners = new Set<Listener>();
  // Several instances may start together: one migrates, the others wait for it.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(db, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => void (await db.execute(sql`select 1`)),
    onConnectionError: (listener) => void connectionErrors.add(listener),
    listen(channel, handlers) {
      const listener = startListener({
        ...handlers,
        config: pool.options,
        name: `interview-hub ${channel}`,
        channel,
        backoff: LISTEN_BACKOFF,
      });
      listeners.add(listener);
      const stop = () => {
        listeners.delete(listener);
        return listener.stop();
      };
      return { pid: listener.pid, stop };
    },
    // Every connection goes, the LISTEN ones too: the database can then be dropped or restarted.
    async close() {
      await Promise.all([...listeners].map((listener) => listener.stop()));
      await pool.end();
    },
  };
}

import pg from 'pg';
import { unreachableAs503 } from './unavailable.ts';

type Options = {
  url: string;
  /** Most connections open at once (`DATABASE_POOL_SIZE`). */
  max: number;
  /** A connection the server closed (restart, failover, `pg_terminate_backend`). */
  onConnectionError(error: unknown): void;
};

type Query = (...args: unknown[]) => unknown;

/**
 * The pool behind Drizzle on PostgreSQL. A connection the server drops must not take the process
 * down: `pg` emits 'error' on an idle pooled client (the pool re-emits it) and on a checked-out
 * client between two queries, and an 'error' event nobody listens to throws. Every failure to
 * reach the database (refused, terminated, timed out) comes out of a query as a 503 `AppError`,
 * so requests during an outage get a clear answer, and the pool connects again by itself.
 */
export function createPool({ url, max, onConnectionError }: Options): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    // Opening a connection takes 20–50 ms, more than the live path's whole budget: a burst's
    // connections stay open a minute, and half the pool stays open for good.
    idleTimeoutMillis: 60_000,
    min: Math.ceil(max / 2),
    allowExitOnIdle: true,
  });
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => {
    // The next query on it fails (and is answered as a 503); the pool then discards it.
    client.on('error', () => undefined);
    const query = client.query.bind(client) as Query;
    client.query = ((...args: unknown[]) => mapped(query, args)) as typeof client.query;
  });
  const connect = pool.connect.bind(pool) as Query;
  pool.connect = ((...args: unknown[]) => mapped(connect, args)) as typeof pool.connect;
  return pool;
}

/** Calls `fn`, mapping the error of its callback (last argument) or of the promise it returns. */
function mapped(fn: Query, args: unknown[]): unknown {
  const callback = args.at(-1);
  if (typeof callback === 'function') {
    const last = (error: unknown, ...rest: unknown[]) => callback(error && unreachableAs503(error), ...rest);
    return fn(...args.slice(0, -1), last);
  }
  const result = fn(...args);
  return result instanceof Promise
    ? result.catch((error: unknown) => {
        throw unreachableAs503(error);
      })
    : result;
}

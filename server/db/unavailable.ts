import { AppError } from '#server/lib/errors.ts';

/** Socket errors of a server that is down, restarting or out of reach. */
const NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or not taking connections: class 08 (connection exception),
 * 57P01 admin shutdown (`pg_ctl stop -m fast`, a failover), 57P02 crash shutdown, 57P03 starting
 * up or shutting down, 53300 too many connections.
 */
const SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** What `pg` and its pool say, without a code, when a connection breaks or cannot be had. */
const DRIVER = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end',
];

/** Whether an error (or one it wraps) says the database could not be reached, not that a query was wrong. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK.has(code) || SQLSTATE.test(code))) return true;
    if (DRIVER.some((text) => e instanceof Error && e.message.includes(text))) return true;
  }
  return false;
}

/** The answer while the database is away (a restart, a failover): 503, try again shortly. */
export function databaseUnavailable(cause: unknown): AppError {
  const error = new AppError(
    503,
    'unavailable',
    'The database is not reachable right now; try again in a moment',
  );
  error.cause = cause;
  return error;
}

/** `error` as the 503 above when the database could not be reached, else unchanged. */
export const unreachableAs503 = (error: unknown): unknown =>
  error instanceof AppError || !isDatabaseUnreachable(error) ? error : databaseUnavailable(error);

import path from 'node:path';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { acquireDataDirLock, DataDirLockedError, dataDirLockFile } from './db/data-dir-lock.ts';
import { chooseLogFormat, logOutput } from './lib/log-output.ts';
import { startShutdownWatchdog } from './lib/shutdown-watchdog.ts';

const started = performance.now();
const config = loadConfig();
// Readable lines at a terminal, JSON elsewhere (LOG_FORMAT chooses); never a write that blocks.
const logs = logOutput(process.stdout, chooseLogFormat(config.logFormat, Boolean(process.stdout.isTTY)));

let releaseLock: (() => void) | undefined;
try {
  if (!config.databaseUrl) releaseLock = acquireDataDirLock(config.dataDir);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const opening = openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { kind: 'pglite', dir: path.join(config.dataDir, 'pglite') },
);
opening.catch(() => undefined); // awaited below; a failure must not go unhandled meanwhile
// The app's modules load while the database opens (PGlite on its own thread: decision 020).
const [{ buildApp }, { ensureFirstAccount }] = await Promise.all([
  import('./app.ts'),
  import('./auth/bootstrap.ts'),
]);
const database = await opening;
const app = await buildApp({ config, database, logStream: logs.stream });

const first = await ensureFirstAccount(app.services, {
  dataDir: config.dataDir,
  username: config.admin.username,
  password: config.admin.password,
});
if (first?.password) {
  // Printed once, outside the structured log, so the log stream never carries a password.
  process.stdout.write(
    `\n  First start: created the account "${first.username}" with the password ${first.password}\n` +
      `  (also saved in ${first.file}). Change it under Settings after signing in.\n\n`,
  );
}

await app.listen({ port: config.port, host: config.host });
const purge = setInterval(() => void app.services.sessions.purgeExpired().catch(() => undefined), 3_600_000);
purge.unref();

/** The longest a shutdown may take; past it the process exits anyway, with a log line. */
const SHUTDOWN_DEADLINE_MS = 10_000;
/** After a second signal (Ctrl-C twice, a process manager's second SIGTERM): what is left, at most this. */
const HURRIED_DEADLINE_MS = 2_000;
/** The last log lines' time to reach a reader that reads; a reader that does not cannot hold the exit. */
const LOG_DRAIN_MS = 500;
/** Past the deadline, the main thread's time to exit before the watchdog ends the process. */
const WATCHDOG_GRACE_MS = 2_000;

let hurry: (() => void) | undefined;
async function shutdown(signal: string) {
  if (hurry) {
    app.log.warn({ signal }, 'second signal during shutdown: closing connections now');
    hurry();
    return;
  }
  startShutdownWatchdog(
    SHUTDOWN_DEADLINE_MS + WATCHDOG_GRACE_MS,
    releaseLock && dataDirLockFile(config.dataDir),
  );
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const endsAt = Date.now() + SHUTDOWN_DEADLINE_MS;
  let deadline = setTimeout(pastDeadline, SHUTDOWN_DEADLINE_MS).unref();
  // The sockets still close as below; requests in flight are cut short and the wait shortened.
  hurry = () => {
    app.server.closeAllConnections();
    clearTimeout(deadline);
    deadline = setTimeout(pastDeadline, Math.min(HURRIED_DEADLINE_MS, endsAt - Date.now())).unref();
  };
  clearInterval(purge);
  let code = 0;
  try {
    // Sockets close with 1012 once the frames being written are; in-flight requests and
    // assistant passes finish; the PDF readers, the bus and the pool stop.
    await app.close();
    // The embedded database's thread ends with it.
    await database.close();
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    code = 1;
  }
  clearTimeout(deadline);
  await exit(code);
}

function pastDeadline() {
  app.log.error({ deadlineMs: SHUTDOWN_DEADLINE_MS }, 'shutdown deadline passed: exiting without finishing');
  void exit(1);
}

let exiting = false;
/** Releases the data directory, gives the last log lines a moment, and exits. */
async function exit(code: number) {
  if (exiting) return;
  exiting = true;
  releaseLock?.();
  await logs.drained(LOG_DRAIN_MS);
  process.exit(code);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
// Said once a signal would be handled: whoever waits for it may stop the server at once.
app.log.info(
  {
    database: database.kind,
    web: Boolean(config.webDir),
    startupMs: Math.round(performance.now() - started),
  },
  `Interview Hub is ready on http://localhost:${config.port}`,
);

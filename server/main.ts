import path from 'node:path';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { acquireDataDirLock, DataDirLockedError } from './db/data-dir-lock.ts';

const started = performance.now();
const config = loadConfig();

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
const app = await buildApp({ config, database });

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
app.log.info(
  {
    database: database.kind,
    web: Boolean(config.webDir),
    startupMs: Math.round(performance.now() - started),
  },
  `Interview Hub is ready on http://localhost:${config.port}`,
);
const purge = setInterval(() => void app.services.sessions.purgeExpired().catch(() => undefined), 3_600_000);
purge.unref();

/** The longest a shutdown may take; past it the process exits anyway, with a log line. */
const SHUTDOWN_DEADLINE_MS = 10_000;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) {
    app.log.warn({ signal }, 'second signal during shutdown: exiting now');
    process.exit(1);
  }
  stopping = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const deadline = setTimeout(() => {
    app.log.error(
      { deadlineMs: SHUTDOWN_DEADLINE_MS },
      'shutdown deadline passed: exiting without finishing',
    );
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS);
  deadline.unref();
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
  } finally {
    releaseLock?.();
  }
  process.exit(code);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

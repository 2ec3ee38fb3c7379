/**
 * `npm run user -- add NAME`: adds a local account. The password is asked twice on a terminal, or
 * read from standard input. With the embedded database, a running server holds the data
 * directory; the command then says so and changes nothing.
 */
import path from 'node:path';
import { USERNAME_MAX } from '#contracts/auth.ts';
import { createAuthService } from '#server/auth/auth.service.ts';
import { createLoginThrottle } from '#server/auth/login-throttle.ts';
import { passwordProblem } from '#server/auth/password-policy.ts';
import { createSessionService } from '#server/auth/session.service.ts';
import { createSessionsRepository } from '#server/auth/sessions.repository.ts';
import { createUsersRepository } from '#server/auth/users.repository.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { acquireDataDirLock } from '#server/db/data-dir-lock.ts';
import { AppError } from '#server/lib/errors.ts';
import { readNewPassword } from './read-password.ts';

const USAGE = 'Usage: npm run user -- add NAME';

async function main(argv: string[]): Promise<number> {
  const [command, name] = argv;
  if (command !== 'add' || !name) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const username = name.trim();
  if (!username || username.length > USERNAME_MAX) {
    process.stderr.write(`The username must be 1 to ${USERNAME_MAX} characters.\n`);
    return 2;
  }
  const config = loadConfig();
  const release = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  try {
    const password = await readNewPassword();
    const problem = passwordProblem(password, username);
    if (problem) {
      process.stderr.write(`${problem}\n`);
      return 2;
    }
    const database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dir: path.join(config.dataDir, 'pglite') },
    );
    try {
      const users = createUsersRepository(database.db);
      const sessions = createSessionService({ repo: createSessionsRepository(database.db) });
      const auth = createAuthService({ users, sessions, throttle: createLoginThrottle() });
      await auth.addLocalUser(username, password);
      process.stdout.write(`Added the account "${username}".\n`);
      return 0;
    } finally {
      await database.close();
    }
  } finally {
    release?.();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof AppError || error instanceof Error ? error.message : String(error);
    process.stderr.write(`${message}\n`);
    process.exit(1);
  },
);

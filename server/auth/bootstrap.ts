import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PASSWORD_MAX } from '#contracts/auth.ts';
import type { AuthService } from './auth.service.ts';
import { passwordProblem } from './password-policy.ts';
import type { UsersRepository } from './users.repository.ts';

export type BootstrapResult = { username: string; password: string | undefined; file: string | undefined };

/**
 * On first start with no accounts, creates a local `admin` (or ADMIN_USERNAME) account. A random
 * password is written to DATA_DIR/initial-admin-password (mode 0600) and returned for one banner.
 * An ADMIN_PASSWORD the password policy refuses stops the start (decision 004).
 */
export async function ensureFirstAccount(
  deps: { users: UsersRepository; auth: AuthService },
  options: { dataDir: string; username: string | undefined; password: string | undefined },
): Promise<BootstrapResult | undefined> {
  if ((await deps.users.count()) > 0) return undefined;
  const username = options.username ?? 'admin';
  if (options.password !== undefined) {
    // Refused before anything is created: the server does not start with a weak first account.
    const problem = passwordProblem(options.password, username);
    if (problem) throw new Error(`Invalid configuration: ADMIN_PASSWORD: ${problem}`);
    await deps.auth.addLocalUser(username, options.password);
    return { username, password: undefined, file: undefined };
  }
  const password = randomBytes(15).toString('base64url').slice(0, PASSWORD_MAX);
  await deps.auth.addLocalUser(username, password);
  const file = path.join(options.dataDir, 'initial-admin-password');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return { username, password, file };
}

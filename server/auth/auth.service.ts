import type { AuthStatus, LoginInput } from '#contracts/auth.ts';
import { AppError } from '#server/lib/errors.ts';
import { type LoginThrottle, tooManyAttempts } from './login-throttle.ts';
import { assertGoodPassword } from './password-policy.ts';
import { dummyHash, hashPassword, verifyPassword } from './passwords.ts';
import type { ResolvedSession, SessionService } from './session.service.ts';
import { toAuthUser } from './user.mapper.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';

type Deps = { users: UsersRepository; sessions: SessionService; throttle: LoginThrottle };

export const INVALID_CREDENTIALS = 'Invalid username or password';

export function createAuthService({ users, sessions, throttle }: Deps) {
  return {
    status(session: ResolvedSession | undefined): AuthStatus {
      if (!session) {
        return { authenticated: false, tokenExpired: false, scopes: [], message: 'Not authenticated' };
      }
      const { user } = session;
      return {
        authenticated: true,
        authType: user.authType,
        user: toAuthUser(user),
        tokenExpired: user.tokenExpiresAt ? user.tokenExpiresAt.getTime() < Date.now() : false,
        scopes: user.scopes ?? [],
        message: 'Authenticated',
      };
    },

    /** Checks the password exactly as typed; unknown names cost the same as wrong passwords. */
    async loginLocal(input: LoginInput, address: string): Promise<{ token: string; user: UserRow }> {
      const wait = throttle.check(input.username, address, 'sign-in');
      if (wait !== undefined) throw tooManyAttempts('sign-in', wait);
      const user = await users.findByUsername(input.username);
      const hashed = user?.authType === 'local' ? user.hashedPassword : null;
      const ok = await verifyPassword(hashed ?? (await dummyHash()), input.password);
      if (!user || !hashed || !ok) {
        throttle.recordFailure(input.username);
        throw new AppError(401, 'invalid_credentials', INVALID_CREDENTIALS);
      }
      throttle.recordSuccess(input.username, address);
      const { token } = await sessions.create(user.id, 'local');
      return { token, user };
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await sessions.destroy(token);
    },

    /** A new local account; its password must pass the policy (password-policy.ts). */
    async addLocalUser(username: string, password: string): Promise<UserRow> {
      assertGoodPassword(password, username, 'password');
      if (await users.findByUsername(username))
        throw AppError.conflict(`The username "${username}" is taken`);
      return users.insert({ username, authType: 'local', hashedPassword: await hashPassword(password) });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

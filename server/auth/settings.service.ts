import { NO_CHANGES_MESSAGE, SETTINGS_UPDATED_MESSAGE, type SettingsInput } from '#contracts/auth.ts';
import { AppError } from '#server/lib/errors.ts';
import { type LoginThrottle, tooManyAttempts } from './login-throttle.ts';
import { assertGoodPassword } from './password-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { SessionService } from './session.service.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';

type Deps = { users: UsersRepository; sessions: SessionService; throttle: LoginThrottle };

export function createSettingsService({ users, sessions, throttle }: Deps) {
  return {
    /**
     * Applies the changes, then ends every session of the user: they sign in again. Checking the
     * current password counts against the sign-in limits (login-throttle.ts), so a session does
     * not give unlimited guesses at it.
     */
    async update(user: UserRow, input: SettingsInput, address: string): Promise<{ message: string }> {
      if (user.authType !== 'local') {
        throw AppError.forbidden(
          'Settings are only available for username/password accounts. Google users manage their settings through their Google account.',
        );
      }
      const changes: { username?: string; hashedPassword?: string } = {};
      if (input.username !== undefined && input.username !== user.username) {
        const taken = await users.findByUsername(input.username);
        if (taken) throw AppError.conflict('That username is already taken');
        changes.username = input.username;
      }
      if (input.newPassword !== undefined) {
        assertGoodPassword(input.newPassword, changes.username ?? user.username ?? undefined, 'newPassword');
        const account = user.username ?? user.id;
        const wait = throttle.check(account, address, 'password-change');
        if (wait !== undefined) throw tooManyAttempts('password', wait);
        const current = input.currentPassword ?? '';
        if (!user.hashedPassword || !(await verifyPassword(user.hashedPassword, current))) {
          throttle.recordFailure(account);
          throw AppError.badRequest('Current password is incorrect');
        }
        throttle.recordSuccess(account);
        changes.hashedPassword = await hashPassword(input.newPassword);
      }
      if (Object.keys(changes).length === 0) throw AppError.badRequest(NO_CHANGES_MESSAGE);
      await users.update(user.id, changes);
      await sessions.destroyAllOfUser(user.id);
      return { message: SETTINGS_UPDATED_MESSAGE };
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;

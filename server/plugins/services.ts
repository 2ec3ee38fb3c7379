import { createAuthService } from '#server/auth/auth.service.ts';
import { createGoogleAuthService } from '#server/auth/google-auth.service.ts';
import { createGoogleOAuth } from '#server/auth/google-oauth.client.ts';
import { createLoginThrottle, type ThrottleLimits } from '#server/auth/login-throttle.ts';
import { createSessionService } from '#server/auth/session.service.ts';
import { createSessionsRepository } from '#server/auth/sessions.repository.ts';
import { createSettingsService } from '#server/auth/settings.service.ts';
import { createUsersRepository } from '#server/auth/users.repository.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';

export type ServiceOptions = { throttle?: ThrottleLimits };

/** Wiring happens here once: repositories, then services. */
export function createServices(db: Db, config: Config, options: ServiceOptions = {}) {
  const users = createUsersRepository(db);
  const sessions = createSessionService({ repo: createSessionsRepository(db) });
  const throttle = createLoginThrottle(options.throttle);
  const google = config.google ? createGoogleOAuth(config.google) : undefined;
  return {
    users,
    sessions,
    auth: createAuthService({ users, sessions, throttle }),
    settings: createSettingsService({ users, sessions }),
    googleAuth: createGoogleAuthService({ users, sessions, google }),
  };
}
export type Services = ReturnType<typeof createServices>;

import type { GoogleAuthConfig } from '#contracts/auth.ts';
import type { GoogleOAuth, GoogleSignIn } from './google-oauth.client.ts';
import type { SessionService } from './session.service.ts';
import type { UserRow, UsersRepository } from './users.repository.ts';

type Deps = { users: UsersRepository; sessions: SessionService; google: GoogleOAuth | undefined };

export const GOOGLE_NOT_CONFIGURED =
  'Sign-in with Google is not configured on this server. Use the Username tab to sign in.';

export function createGoogleAuthService({ users, sessions, google }: Deps) {
  return {
    google,

    config(): GoogleAuthConfig {
      return google
        ? {
            configured: true,
            authorization_url: '/api/google-auth/login',
            message: 'Google sign-in is available',
          }
        : { configured: false, authorization_url: null, message: GOOGLE_NOT_CONFIGURED };
    },

    /**
     * Finds the account by Google's `sub`, or creates one. Never links to an existing account by
     * e-mail; the e-mail is recorded only when Google has verified it and no account holds it.
     */
    async signIn(result: GoogleSignIn): Promise<{ token: string; user: UserRow }> {
      const { claims } = result;
      const tokens = {
        accessToken: result.accessToken,
        refreshToken: result.refreshToken ?? null,
        tokenExpiresAt: result.expiresAt,
        scopes: result.scopes,
      };
      let user = await users.findByGoogleId(claims.sub);
      if (user) {
        await users.update(user.id, { ...tokens, profileImageUrl: claims.picture ?? user.profileImageUrl });
      } else {
        const verified = claims.email_verified === true && claims.email ? claims.email : undefined;
        const email = verified && !(await users.findByEmail(verified)) ? verified : null;
        user = await users.insert({
          googleId: claims.sub,
          authType: 'google',
          email,
          firstName: claims.given_name ?? null,
          lastName: claims.family_name ?? null,
          profileImageUrl: claims.picture ?? null,
          ...tokens,
        });
      }
      const { token } = await sessions.create(user.id, 'google');
      return { token, user };
    },
  };
}
export type GoogleAuthService = ReturnType<typeof createGoogleAuthService>;

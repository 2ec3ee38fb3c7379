import {
  CodeChallengeMethod,
  generateCodeVerifier,
  generateState,
  OAuth2Client,
  OAuth2RequestError,
} from 'arctic';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';
import type { GoogleEndpoints } from '#server/config.ts';

/** https://developers.google.com/identity/openid-connect/openid-connect#an-id-tokens-payload */
export const GoogleIdClaims = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().optional(),
});
export type GoogleIdClaims = z.infer<typeof GoogleIdClaims>;

export type GoogleSignIn = {
  claims: GoogleIdClaims;
  accessToken: string;
  refreshToken: string | undefined;
  expiresAt: Date;
  scopes: string[];
};

/** Why a Google sign-in failed; sent to the login screen as `?authError=`. */
export type GoogleFailure =
  | 'access_denied'
  | 'state_mismatch'
  | 'invalid_grant'
  | 'invalid_token'
  | 'server_error';

export class GoogleSignInError extends Error {
  constructor(
    readonly reason: GoogleFailure,
    cause?: unknown,
  ) {
    super(`Google sign-in failed: ${reason}`, { cause });
  }
}

const SCOPES = ['openid', 'email', 'profile'];

type Options = { clientId: string; clientSecret: string; endpoints: GoogleEndpoints };

/** Authorization code flow with PKCE (S256) and state, via arctic; the ID token is checked with jose. */
export function createGoogleOAuth({ clientId, clientSecret, endpoints }: Options) {
  const jwks = createRemoteJWKSet(new URL(endpoints.jwks));

  return {
    start(redirectUri: string): { url: string; state: string; verifier: string } {
      const state = generateState();
      const verifier = generateCodeVerifier();
      const client = new OAuth2Client(clientId, clientSecret, redirectUri);
      const url = client.createAuthorizationURLWithPKCE(
        endpoints.authorize,
        state,
        CodeChallengeMethod.S256,
        verifier,
        SCOPES,
      );
      return { url: url.toString(), state, verifier };
    },

    async finish(redirectUri: string, code: string, verifier: string): Promise<GoogleSignIn> {
      const client = new OAuth2Client(clientId, clientSecret, redirectUri);
      let tokens: Awaited<ReturnType<OAuth2Client['validateAuthorizationCode']>>;
      try {
        tokens = await client.validateAuthorizationCode(endpoints.token, code, verifier);
      } catch (error) {
        const reason = error instanceof OAuth2RequestError && error.code === 'invalid_grant';
        throw new GoogleSignInError(reason ? 'invalid_grant' : 'server_error', error);
      }
      let claims: GoogleIdClaims;
      try {
        const { payload } = await jwtVerify(tokens.idToken(), jwks, {
          issuer: endpoints.issuers,
          audience: clientId,
          requiredClaims: ['exp', 'iat', 'sub'],
          clockTolerance: 30,
        });
        claims = GoogleIdClaims.parse(payload);
      } catch (error) {
        const isTokenProblem = error instanceof joseErrors.JOSEError || error instanceof z.ZodError;
        throw new GoogleSignInError(isTokenProblem ? 'invalid_token' : 'server_error', error);
      }
      return {
        claims,
        accessToken: tokens.accessToken(),
        refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : undefined,
        expiresAt: tokens.accessTokenExpiresAt(),
        scopes: tokens.hasScopes() ? tokens.scopes() : SCOPES,
      };
    },
  };
}
export type GoogleOAuth = ReturnType<typeof createGoogleOAuth>;

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GoogleAuthConfig } from '#contracts/auth.ts';
import type { GoogleAuthService } from './google-auth.service.ts';
import { type GoogleFailure, GoogleSignInError } from './google-oauth.client.ts';
import { safeReturnTo } from './return-to.ts';
import { type CookieSettings, setSessionCookie } from './session-cookie.ts';

type Options = { service: GoogleAuthService; cookie: CookieSettings; publicUrl: string | undefined };

const STATE_COOKIE = 'google_oauth';
const STATE_PATH = '/api/google-auth';

const CallbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(256).optional(),
});
const LoginQuery = z.object({ returnTo: z.string().optional() });
/** Signed: `returnTo` was checked when it was put here and cannot be changed on the way back. */
const StateCookie = z.object({ state: z.string(), verifier: z.string(), returnTo: z.string().optional() });

export const googleAuthRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { service, cookie, publicUrl },
) => {
  const redirectUri = (request: FastifyRequest) =>
    `${publicUrl ?? `${request.protocol}://${request.host}`}${STATE_PATH}/callback`;
  const fail = (reply: FastifyReply, reason: GoogleFailure) => {
    reply.clearCookie(STATE_COOKIE, { path: STATE_PATH });
    return reply.redirect(`/?authError=${reason}`, 302);
  };

  app.get(
    '/api/google-auth/config',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Whether Google sign-in is available',
        response: { 200: GoogleAuthConfig },
      },
    },
    async () => service.config(),
  );

  app.get(
    '/api/google-auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Redirects to Google (PKCE + state); returns to `returnTo`, a path on this site',
        querystring: LoginQuery,
      },
    },
    async (request, reply) => {
      if (!service.google) return reply.redirect('/?authError=not_configured', 302);
      const { url, state, verifier } = service.google.start(redirectUri(request));
      const returnTo = safeReturnTo(request.query.returnTo);
      reply.setCookie(STATE_COOKIE, JSON.stringify({ state, verifier, returnTo }), {
        path: STATE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: cookie.secure,
        maxAge: 600,
        signed: true,
      });
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/api/google-auth/callback',
    {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'Google redirects back here', querystring: CallbackQuery },
    },
    async (request, reply) => {
      if (!service.google) return fail(reply, 'server_error');
      if (request.query.error)
        return fail(reply, request.query.error === 'access_denied' ? 'access_denied' : 'server_error');
      const saved = readStateCookie(request);
      if (!saved || !request.query.state || saved.state !== request.query.state || !request.query.code) {
        return fail(reply, 'state_mismatch');
      }
      try {
        const result = await service.google.finish(redirectUri(request), request.query.code, saved.verifier);
        const { token, user } = await service.signIn(result);
        reply.clearCookie(STATE_COOKIE, { path: STATE_PATH });
        setSessionCookie(reply, cookie, token);
        request.log.info({ userId: user.id, event: 'login' }, 'signed in with Google');
        return reply.redirect(safeReturnTo(saved.returnTo), 302);
      } catch (error) {
        if (!(error instanceof GoogleSignInError)) throw error;
        request.log.warn({ reason: error.reason, err: error.cause }, 'Google sign-in refused');
        return fail(reply, error.reason);
      }
    },
  );
};

function readStateCookie(request: FastifyRequest) {
  const raw = request.cookies[STATE_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return undefined;
  try {
    return StateCookie.parse(JSON.parse(unsigned.value));
  } catch {
    return undefined;
  }
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ResolvedSession, SessionService } from '#server/auth/session.service.ts';
import { AppError } from '#server/lib/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, when the cookie names a live one. */
    session: ResolvedSession | undefined;
  }
  interface FastifyContextConfig {
    /** Answers without a session (login, OAuth, health). Everything else under /api needs one. */
    public?: boolean;
    /** Exempt from the same-origin rule (signed vendor webhooks only). */
    crossOrigin?: boolean;
  }
}

export type CookieSettings = { name: string; secure: boolean };

export function cookieSettings(publicUrl: string | undefined): CookieSettings {
  const secure = publicUrl?.startsWith('https:') ?? false;
  // The __Host- prefix pins the cookie to this host and path /, but needs Secure.
  return { name: secure ? '__Host-sid' : 'sid', secure };
}

/** Resolves the session cookie on every request and denies /api routes without one by default. */
export function registerAuthContext(app: FastifyInstance, sessions: SessionService, cookie: CookieSettings) {
  app.decorateRequest('session', undefined);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[cookie.name];
    request.session = token ? await sessions.resolve(token) : undefined;
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (isApi && !request.routeOptions.config?.public && !request.session) {
      throw AppError.unauthenticated();
    }
  });
}

export function setSessionCookie(reply: FastifyReply, cookie: CookieSettings, token: string) {
  reply.setCookie(cookie.name, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookie.secure,
    maxAge: 30 * 24 * 3600,
  });
}

export function clearSessionCookie(reply: FastifyReply, cookie: CookieSettings) {
  reply.clearCookie(cookie.name, { path: '/', httpOnly: true, sameSite: 'lax', secure: cookie.secure });
}

/** The signed-in session; routes behind the default-deny hook always have one. */
export function requireSession(request: FastifyRequest): ResolvedSession {
  if (!request.session) throw AppError.unauthenticated();
  return request.session;
}

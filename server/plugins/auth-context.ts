import type { FastifyInstance } from 'fastify';
import type {} from '#server/auth/request-user.ts';
import type { SessionService } from '#server/auth/session.service.ts';
import type { CookieSettings } from '#server/auth/session-cookie.ts';
import { AppError } from '#server/lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Answers without a session (login, OAuth, health, the web app's files). Every other route
     * needs one, whatever its path.
     */
    public?: boolean;
    /** Exempt from the same-origin rule (signed vendor webhooks only). */
    crossOrigin?: boolean;
  }
}

/**
 * Resolves the session cookie on every request and refuses, without one, every route that is not
 * declared public. The rule reads the route the router matched, never the URL as spelled: the
 * router decodes `/%61pi/…` to `/api/…`, and a request that matches no route is refused too.
 * It runs on request, before a body or query is read or validated.
 */
export function registerAuthContext(app: FastifyInstance, sessions: SessionService, cookie: CookieSettings) {
  app.decorateRequest('session', undefined);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[cookie.name];
    request.session = token ? await sessions.resolve(token) : undefined;
    if (!request.session && !request.routeOptions.config?.public) throw AppError.unauthenticated();
  });
}

import type { FastifyInstance } from 'fastify';
import {
  assertCoveredByGrant,
  grantTokenOf,
  withoutComplianceWarnings,
} from '#server/auth/panel-grant-scope.ts';
import type { PanelGrants } from '#server/auth/panel-grants.ts';
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
export function registerAuthContext(
  app: FastifyInstance,
  sessions: SessionService,
  cookie: CookieSettings,
  grants: Pick<PanelGrants, 'resolve'>,
) {
  app.decorateRequest('session', undefined);
  app.decorateRequest('panelGrantSessionId', undefined);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[cookie.name];
    request.session = token ? await sessions.resolve(token) : undefined;
    // Without the cookie (Meet's frame), a Meet panel grant: only for the panel's own reads.
    const isPublic = request.routeOptions.config?.public === true;
    const grantToken = request.session || isPublic ? undefined : grantTokenOf(request);
    if (grantToken) {
      const grant = await grants.resolve(grantToken);
      if (!grant) throw AppError.unauthenticated("The Meet panel's sign-in has ended; sign in again");
      assertCoveredByGrant(request, grant.sessionId);
      request.session = { sid: grant.sid, user: grant.user };
      request.panelGrantSessionId = grant.sessionId;
    }
    if (!request.session && !isPublic) throw AppError.unauthenticated();
  });
  // Compliance warnings never reach the panel (decision 032): filtered here for a grant's reads.
  app.addHook('preSerialization', async (request, _reply, payload) =>
    request.panelGrantSessionId ? withoutComplianceWarnings(payload) : payload,
  );
}

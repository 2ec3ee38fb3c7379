import type { FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/errors.ts';
import type { ResolvedSession } from './session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, when the cookie names a live one (set by plugins/auth-context.ts). */
    session: ResolvedSession | undefined;
    /** Set when the session came from a Meet panel grant (decision 037): its interview session's id. */
    panelGrantSessionId: string | undefined;
  }
}

/** The signed-in session; routes behind the default-deny hook always have one. */
export function requireSession(request: FastifyRequest): ResolvedSession {
  if (!request.session) throw AppError.unauthenticated();
  return request.session;
}

/** The signed-in user's id: every query of a route is scoped by it; it never comes from the body. */
export const userIdOf = (request: FastifyRequest) => requireSession(request).user.id;

import type {} from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LiveQuery } from '#contracts/realtime.ts';
import { AppError } from '#server/lib/errors.ts';
import type { CookieSettings } from '#server/plugins/auth-context.ts';
import type { LiveService } from './live-services.ts';

type Options = {
  hub: Pick<LiveService, 'accept' | 'atCapacity' | 'stop'>;
  /** Whether the interview session exists and belongs to the user. */
  ownsSession(userId: string, sessionId: string): Promise<boolean>;
  cookie: CookieSettings;
  publicUrl: string | undefined;
};

/**
 * `GET /ws?sessionId=&lastSeq=`: the live channel (contracts/realtime.ts). `/ws` is outside
 * `/api`, so the handshake checks the sign-in itself, then the `Origin` (cross-site WebSocket
 * hijacking), then ownership; every refusal is an HTTP answer before the upgrade.
 */
export const liveRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { hub, ownsSession, cookie, publicUrl } = options;

  app.get(
    '/ws',
    {
      websocket: true,
      schema: { querystring: LiveQuery, hide: true },
      // Before the query is validated, so a request without a session is a 401 whatever it asks.
      onRequest: async (request) => {
        if (!request.session) throw AppError.unauthenticated();
        if (request.headers.origin !== expectedOrigin(request, publicUrl)) {
          throw AppError.forbidden('Cross-origin WebSocket refused');
        }
      },
      preHandler: async (request) => {
        const { user } = sessionOf(request);
        const { sessionId } = request.query as LiveQuery;
        if (!(await ownsSession(user.id, sessionId))) throw AppError.notFound('Interview session');
        if (hub.atCapacity(user.id)) {
          throw AppError.rateLimited('Too many live connections; close another tab', 5);
        }
      },
    },
    (socket, request) => {
      const { sessionId, lastSeq } = request.query;
      const token = request.cookies[cookie.name] ?? '';
      hub.accept(socket, { userId: sessionOf(request).user.id, sessionId, lastSeq, token });
    },
  );

  app.addHook('onClose', async () => hub.stop());
};

function sessionOf(request: FastifyRequest) {
  if (!request.session) throw AppError.unauthenticated();
  return request.session;
}

function expectedOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
}

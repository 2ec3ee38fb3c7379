import type {} from '@fastify/websocket';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LiveQuery } from '#contracts/realtime.ts';
import { requireSession, userIdOf } from '#server/auth/request-user.ts';
import type { CookieSettings } from '#server/auth/session-cookie.ts';
import { AppError } from '#server/lib/errors.ts';
import { expectedOrigin } from '#server/lib/route-support.ts';
import type { LiveService } from './live-services.ts';

type Options = {
  hub: Pick<LiveService, 'accept' | 'atCapacity' | 'stop'>;
  /** Whether the interview session exists and belongs to the user. */
  ownsSession(userId: string, sessionId: string): Promise<boolean>;
  cookie: CookieSettings;
  publicUrl: string | undefined;
};

/**
 * `GET /ws?sessionId=&lastSeq=`: the live channel (contracts/realtime.ts). Like every route that
 * is not public it needs a session (auth-context.ts); the handshake then checks the `Origin`
 * (cross-site WebSocket hijacking), then ownership; every refusal is an HTTP answer before the
 * upgrade.
 */
export const liveRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { hub, ownsSession, cookie, publicUrl } = options;

  app.route({
    method: 'GET',
    url: '/ws',
    schema: { querystring: LiveQuery, hide: true },
    onRequest: async (request) => {
      if (request.headers.origin !== expectedOrigin(request, publicUrl)) {
        throw AppError.forbidden('Cross-origin WebSocket refused');
      }
    },
    preHandler: async (request) => {
      const { user } = requireSession(request);
      const { sessionId } = request.query;
      if (!(await ownsSession(user.id, sessionId))) throw AppError.notFound('Interview session');
      if (hub.atCapacity(user.id)) {
        throw AppError.rateLimited('Too many live connections; close another tab', 5);
      }
    },
    wsHandler: (socket, request) => {
      const { sessionId, lastSeq } = request.query;
      const token = request.cookies[cookie.name] ?? '';
      hub.accept(socket, { userId: userIdOf(request), sessionId, lastSeq, token });
    },
    // The same URL without the upgrade: answered in the app's error shape.
    handler: async (_request, reply) => {
      reply.header('upgrade', 'websocket');
      throw new AppError(426, 'bad_request', 'The live channel is a WebSocket: open it with an upgrade');
    },
  });

  app.addHook('onClose', async () => hub.stop());
};

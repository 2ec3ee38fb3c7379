import type {} from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type WebSocket from 'ws';
import { z } from 'zod';
import { LiveQuery } from '#contracts/realtime.ts';
import { AudioStreamQuery, SpeechStreamQuery } from '#contracts/speech.ts';
import { grantTokenOf, panelLiveView } from '#server/auth/panel-grant-scope.ts';
import { requireSession, userIdOf } from '#server/auth/request-user.ts';
import type { CookieSettings } from '#server/auth/session-cookie.ts';
import { AppError, tooManyLiveConnections } from '#server/lib/errors.ts';
import { expectedOrigin } from '#server/lib/route-support.ts';
import type { AudioAdmission } from '#server/speech/ingest/audio-admission.ts';
import type { LiveService } from './live-services.ts';

/** `/ws` without `action` is the live channel; with one, an audio channel (decision 031). */
const WsQuery = z.discriminatedUnion(
  'action',
  [LiveQuery.extend({ action: z.undefined().optional() }), AudioStreamQuery, SpeechStreamQuery],
  { error: 'action must be audio-stream or start_streaming' },
);
type AudioQuery = AudioStreamQuery | SpeechStreamQuery;

/** The audio channels (server/speech/ingest): admission before the upgrade, then the socket. */
export type AudioChannel = {
  /**
   * Throws the refusal (404 another user's; 409 closed, without consent or with the recording
   * storage full; 429 at the user's socket cap, counted across instances).
   */
  admit(userId: string, query: AudioQuery): Promise<AudioAdmission>;
  accept(socket: WebSocket, admission: AudioAdmission & { token: string }): void;
};

type Options = {
  hub: Pick<LiveService, 'accept' | 'admit' | 'giveBack' | 'stop'>;
  /** Whether the interview session exists and belongs to the user. */
  ownsSession(userId: string, sessionId: string): Promise<boolean>;
  audio: AudioChannel;
  cookie: CookieSettings;
  publicUrl: string | undefined;
};

/**
 * `GET /ws?sessionId=&lastSeq=`: the live channel (contracts/realtime.ts); with `action`, the
 * audio channels (contracts/speech.ts). Like every route that is not public it needs a session
 * (auth-context.ts); the handshake then checks the `Origin` (cross-site WebSocket hijacking),
 * then ownership (and for audio the session's state); every refusal is an HTTP answer before the
 * upgrade.
 */
export const liveRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { hub, ownsSession, audio, cookie, publicUrl } = options;
  const admissions = new WeakMap<FastifyRequest, AudioAdmission>();
  /** Live sockets' places under the user's cap, taken before the upgrade. */
  const places = new WeakMap<FastifyRequest, string>();

  app.route({
    method: 'GET',
    url: '/ws',
    schema: { querystring: WsQuery, hide: true },
    onRequest: async (request) => {
      if (request.headers.origin !== expectedOrigin(request, publicUrl)) {
        throw AppError.forbidden('Cross-origin WebSocket refused');
      }
    },
    preHandler: async (request) => {
      const { user } = requireSession(request);
      const query = request.query;
      if (query.action) {
        admissions.set(request, await audio.admit(user.id, query));
        return;
      }
      if (!(await ownsSession(user.id, query.sessionId))) throw AppError.notFound('Interview session');
      const leaseId = await hub.admit(user.id);
      if (!leaseId) throw tooManyLiveConnections();
      places.set(request, leaseId);
    },
    // An upgrade that did not happen gives its place back.
    onResponse: async (request) => {
      const leaseId = places.get(request);
      places.delete(request);
      if (leaseId) await hub.giveBack(leaseId);
    },
    wsHandler: (socket, request) => {
      const query = request.query;
      // A Meet panel's grant stands for the cookie its frame cannot send (decision 037).
      const token =
        (request.panelGrantSessionId && grantTokenOf(request)) || request.cookies[cookie.name] || '';
      const admission = admissions.get(request);
      if (query.action && admission) return audio.accept(socket, { ...admission, token });
      const { sessionId, lastSeq } = query as LiveQuery;
      // A panel's socket never carries compliance warnings (decision 037); the panel filters too.
      const view = request.panelGrantSessionId ? panelLiveView : undefined;
      const leaseId = places.get(request) ?? '';
      places.delete(request);
      hub.accept(socket, { userId: userIdOf(request), sessionId, lastSeq, token, leaseId }, view);
    },
    // The same URL without the upgrade: answered in the app's error shape.
    handler: async (_request, reply) => {
      reply.header('upgrade', 'websocket');
      throw new AppError(426, 'bad_request', 'The live channel is a WebSocket: open it with an upgrade');
    },
  });

  app.addHook('onClose', async () => hub.stop());
};

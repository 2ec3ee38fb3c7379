import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActiveRtmsDto,
  ConnectWebhookInput,
  PendingWebhooksDto,
  RtmsSessionParams,
  RtmsStartedDto,
  RtmsStatusDto,
  RtmsStoppedDto,
  StartRtmsInput,
  StopRtmsInput,
  ZoomContextSessionDto,
} from '#contracts/rtms.ts';
import { userIdOf } from '#server/auth/request-user.ts';
import { conflictErrors, itemErrors, signedInErrors, writeErrors } from '#server/lib/route-support.ts';
import { provenMeetingUuid } from '../zoom-app/zoom-app.routes.ts';
import type { RtmsStreamsService } from './rtms-streams.service.ts';

const tags = ['zoom'];
type Options = { streams: RtmsStreamsService };

/** Zoom real-time streams (spec 000 §7), each scoped to the signed-in user's sessions. */
export const rtmsRoutes: FastifyPluginAsyncZod<Options> = async (app, { streams }) => {
  app.get(
    '/api/rtms/status/:sessionId',
    {
      schema: {
        tags,
        summary: "The session's latest Zoom stream: state, meeting, participants heard (polled every 5 s)",
        params: RtmsSessionParams,
        response: { 200: RtmsStatusDto, ...itemErrors },
      },
    },
    async (request) => streams.status(userIdOf(request), request.params.sessionId),
  );

  app.post(
    '/api/rtms/start',
    {
      schema: {
        tags,
        summary: "Connect the session to the meeting's stream (or wait for Zoom to start it)",
        body: StartRtmsInput,
        response: { 200: RtmsStartedDto, ...conflictErrors },
      },
    },
    async (request) => streams.start(userIdOf(request), request.body, provenMeetingUuid(request)),
  );

  app.post(
    '/api/rtms/stop',
    {
      schema: {
        tags,
        summary: "Stop the session's Zoom stream (idempotent)",
        body: StopRtmsInput,
        response: { 200: RtmsStoppedDto, ...writeErrors },
      },
    },
    async (request) => streams.stop(userIdOf(request), request.body.sessionId),
  );

  app.get(
    '/api/zoom/context-session',
    {
      schema: {
        tags,
        summary: "The user's session linked to the meeting of the Zoom App context, with its stream",
        response: { 200: ZoomContextSessionDto, ...itemErrors },
      },
    },
    async (request) => streams.contextSession(userIdOf(request), provenMeetingUuid(request)),
  );

  app.get(
    '/api/rtms/active',
    {
      schema: {
        tags,
        summary: "The signed-in user's live Zoom streams",
        response: { 200: ActiveRtmsDto, ...signedInErrors },
      },
    },
    async (request) => streams.active(userIdOf(request)),
  );

  app.get(
    '/api/rtms/pending-webhooks',
    {
      schema: {
        tags,
        summary:
          "Streams Zoom started for the user's meetings that no session has taken yet, kept an hour (polled every 10 s)",
        response: { 200: PendingWebhooksDto, ...signedInErrors },
      },
    },
    async (request) => streams.pendingWebhooks(userIdOf(request)),
  );

  app.post(
    '/api/rtms/connect-webhook',
    {
      schema: {
        tags,
        summary: 'Connect the session to a pending stream of the meeting',
        body: ConnectWebhookInput,
        response: { 200: RtmsStartedDto, ...conflictErrors },
      },
    },
    async (request) => streams.connectWebhook(userIdOf(request), request.body, provenMeetingUuid(request)),
  );
};

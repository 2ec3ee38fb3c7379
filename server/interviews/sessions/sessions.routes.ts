import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams as SessionParams } from '#contracts/common.ts';
import {
  CreateSessionInput,
  MeetingParams,
  SessionDetail,
  SessionListItem,
  UpdateSessionInput,
} from '#contracts/sessions.ts';
import { userIdOf } from '#server/auth/request-user.ts';
import { conflictErrors, Deleted, itemErrors } from '#server/lib/route-support.ts';
import type { SessionCreateService } from './session-create.service.ts';
import type { SessionsService } from './sessions.service.ts';

const tags = ['sessions'];
type Options = { sessions: SessionsService; creator: SessionCreateService };

export const sessionsRoutes: FastifyPluginAsyncZod<Options> = async (app, { sessions, creator }) => {
  app.get(
    '/api/sessions',
    {
      schema: {
        tags,
        summary: 'Interview sessions of the user, newest first',
        response: { 200: z.array(SessionListItem), ...itemErrors },
      },
    },
    async (request) => sessions.list(userIdOf(request)),
  );

  app.get(
    '/api/sessions/by-meeting/:meetingCodeOrId',
    {
      schema: {
        tags,
        summary: 'The session linked to a Google Meet code or Zoom meeting id (active first)',
        params: MeetingParams,
        response: { 200: SessionDetail, ...itemErrors },
      },
    },
    async (request) => sessions.byMeeting(userIdOf(request), request.params.meetingCodeOrId),
  );

  app.get(
    '/api/sessions/:id',
    {
      schema: {
        tags,
        summary: 'One session with its agenda tree',
        params: SessionParams,
        response: { 200: SessionDetail, ...itemErrors },
      },
    },
    async (request) => sessions.get(userIdOf(request), request.params.id),
  );

  app.post(
    '/api/sessions',
    {
      schema: {
        tags,
        summary: 'Create a session; copies the agenda and scorecard into it',
        body: CreateSessionInput,
        response: { 201: SessionDetail, ...conflictErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await creator.create(userIdOf(request), request.body)),
  );

  app.post(
    '/api/sessions/:id/close',
    {
      schema: {
        tags,
        summary: 'Mark the session completed; stops its assistant and closes its live sockets',
        params: SessionParams,
        response: { 200: SessionDetail, ...conflictErrors },
      },
    },
    async (request) => sessions.close(userIdOf(request), request.params.id),
  );

  app.patch(
    '/api/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Set status completed, meetingId, audioSourceMappings or aiModel',
        params: SessionParams,
        body: UpdateSessionInput,
        response: { 200: SessionDetail, ...conflictErrors },
      },
    },
    async (request) => sessions.update(userIdOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Delete the session with its notes, suggestions and conversation',
        params: SessionParams,
        response: { 204: Deleted, ...conflictErrors },
      },
    },
    async (request, reply) => {
      await sessions.remove(userIdOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

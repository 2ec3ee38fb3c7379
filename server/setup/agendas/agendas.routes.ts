import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AgendaDto, AgendaInput } from '#contracts/agendas.ts';
import { IdParams } from '#contracts/common.ts';
import { requireSession } from '#server/auth/request-user.ts';
import {
  conflictErrors,
  Deleted,
  itemErrors,
  signedInErrors,
  writeErrors,
} from '#server/lib/route-support.ts';
import type { AgendasService } from './agendas.service.ts';

const tags = ['interview setup'];
const base = '/api/interview-setup/agendas';

export const agendasRoutes: FastifyPluginAsyncZod<{ agendas: AgendasService }> = async (app, { agendas }) => {
  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'Agendas of the user, newest first',
        response: { 200: z.array(AgendaDto), ...signedInErrors },
      },
    },
    async (request) => agendas.list(requireSession(request).user.id),
  );

  app.get(
    `${base}/:id`,
    {
      schema: { tags, summary: 'One agenda', params: IdParams, response: { 200: AgendaDto, ...itemErrors } },
    },
    async (request) => agendas.get(requireSession(request).user.id, request.params.id),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Create an agenda; its content is also stored as timed items',
        body: AgendaInput,
        response: { 201: AgendaDto, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await agendas.create(requireSession(request).user.id, request.body)),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Replace an agenda and its items',
        params: IdParams,
        body: AgendaInput,
        response: { 200: AgendaDto, ...writeErrors },
      },
    },
    async (request) => agendas.update(requireSession(request).user.id, request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete an agenda; 409 while an interview template uses it',
        params: IdParams,
        response: { 204: Deleted, ...conflictErrors },
      },
    },
    async (request, reply) => {
      await agendas.remove(requireSession(request).user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '#contracts/common.ts';
import { ScorecardDto, ScorecardInput } from '#contracts/scorecards.ts';
import { requireSession } from '#server/auth/request-user.ts';
import {
  conflictErrors,
  Deleted,
  itemErrors,
  signedInErrors,
  writeErrors,
} from '#server/lib/route-support.ts';
import type { ScorecardsService } from './scorecards.service.ts';

const tags = ['interview setup'];
const base = '/api/interview-setup/scorecards';

export const scorecardsRoutes: FastifyPluginAsyncZod<{ scorecards: ScorecardsService }> = async (
  app,
  { scorecards },
) => {
  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'Scorecards of the user, newest first',
        response: { 200: z.array(ScorecardDto), ...signedInErrors },
      },
    },
    async (request) => scorecards.list(requireSession(request).user.id),
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'One scorecard',
        params: IdParams,
        response: { 200: ScorecardDto, ...itemErrors },
      },
    },
    async (request) => scorecards.get(requireSession(request).user.id, request.params.id),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Create a scorecard; its content is also stored as items (one per line)',
        body: ScorecardInput,
        response: { 201: ScorecardDto, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await scorecards.create(requireSession(request).user.id, request.body)),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Replace a scorecard and its items',
        params: IdParams,
        body: ScorecardInput,
        response: { 200: ScorecardDto, ...writeErrors },
      },
    },
    async (request) => scorecards.update(requireSession(request).user.id, request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete a scorecard; 409 while an interview template uses it',
        params: IdParams,
        response: { 204: Deleted, ...conflictErrors },
      },
    },
    async (request, reply) => {
      await scorecards.remove(requireSession(request).user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

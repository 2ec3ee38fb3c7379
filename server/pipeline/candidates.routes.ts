import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CandidateDto,
  CandidateInput,
  CandidateListQuery,
  CandidateOption,
  CandidateOptionQuery,
  CandidatePage,
  CandidateStats,
} from '#contracts/candidates.ts';
import { IdParams, OPTIONS_LIMIT } from '#contracts/common.ts';
import { userIdOf } from '#server/auth/request-user.ts';
import { Deleted, itemErrors, listErrors, writeErrors } from '#server/lib/route-support.ts';
import type { CandidatesService } from './candidates.service.ts';
import { sendPage } from './page-reply.ts';

const tags = ['candidates'];

export const candidatesRoutes: FastifyPluginAsyncZod<{ candidates: CandidatesService }> = async (
  app,
  { candidates },
) => {
  app.get(
    '/api/candidates',
    {
      schema: {
        tags,
        summary: 'Candidates, newest first; search over names, e-mail, current company and title',
        querystring: CandidateListQuery,
        response: { 200: CandidatePage, ...listErrors },
      },
    },
    async (request, reply) => sendPage(reply, await candidates.list(userIdOf(request), request.query)),
  );

  app.get(
    '/api/candidates/stats',
    {
      schema: {
        tags,
        summary: 'Total, senior-level, with a résumé and with a portfolio',
        response: { 200: CandidateStats, ...listErrors },
      },
    },
    async (request) => candidates.stats(userIdOf(request)),
  );

  app.get(
    '/api/candidates/options',
    {
      schema: {
        tags,
        summary: `Up to ${OPTIONS_LIMIT} candidates by name matching the search, for selectors`,
        querystring: CandidateOptionQuery,
        response: { 200: z.array(CandidateOption), ...listErrors },
      },
    },
    async (request) => candidates.options(userIdOf(request), request.query.search),
  );

  app.get(
    '/api/candidates/:id',
    {
      schema: {
        tags,
        summary: 'One candidate',
        params: IdParams,
        response: { 200: CandidateDto, ...itemErrors },
      },
    },
    async (request) => candidates.get(userIdOf(request), request.params.id),
  );

  app.post(
    '/api/candidates',
    {
      schema: {
        tags,
        summary: 'Create a candidate',
        body: CandidateInput,
        response: { 201: CandidateDto, ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await candidates.create(userIdOf(request), request.body)),
  );

  app.put(
    '/api/candidates/:id',
    {
      schema: {
        tags,
        summary: 'Replace a candidate',
        params: IdParams,
        body: CandidateInput,
        response: { 200: CandidateDto, ...writeErrors },
      },
    },
    async (request) => candidates.update(userIdOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/candidates/:id',
    {
      schema: {
        tags,
        summary: 'Delete a candidate with their applications',
        params: IdParams,
        response: { 204: Deleted, ...writeErrors },
      },
    },
    async (request, reply) => {
      await candidates.remove(userIdOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

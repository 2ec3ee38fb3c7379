import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplicationDto,
  ApplicationInput,
  ApplicationListQuery,
  ApplicationPage,
  ApplicationPatch,
  ApplicationStats,
} from '#contracts/applications.ts';
import { IdParams } from '#contracts/common.ts';
import { userIdOf } from '#server/auth/request-user.ts';
import { Deleted, itemErrors, listErrors, writeErrors } from '#server/lib/route-support.ts';
import type { ApplicationsService } from './applications.service.ts';
import { sendPage } from './page-reply.ts';

const tags = ['applications'];

export const applicationsRoutes: FastifyPluginAsyncZod<{ applications: ApplicationsService }> = async (
  app,
  { applications },
) => {
  app.get(
    '/api/applications',
    {
      schema: {
        tags,
        summary: 'Applications with candidate, job and company fields, newest first; search and filters',
        querystring: ApplicationListQuery,
        response: { 200: ApplicationPage, ...listErrors },
      },
    },
    async (request, reply) => sendPage(reply, await applications.list(userIdOf(request), request.query)),
  );

  app.get(
    '/api/applications/stats',
    {
      schema: {
        tags,
        summary: 'Dashboard tiles by status, and the distinct sources for the source filter',
        response: { 200: ApplicationStats, ...listErrors },
      },
    },
    async (request) => applications.stats(userIdOf(request)),
  );

  app.get(
    '/api/applications/:id',
    {
      schema: {
        tags,
        summary: 'One application with candidate, job and company fields',
        params: IdParams,
        response: { 200: ApplicationDto, ...itemErrors },
      },
    },
    async (request) => applications.get(userIdOf(request), request.params.id),
  );

  app.post(
    '/api/applications',
    {
      schema: {
        tags,
        summary: "Create an application of one of the user's candidates to one of their job openings",
        body: ApplicationInput,
        response: { 201: ApplicationDto, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await applications.create(userIdOf(request), request.body)),
  );

  app.put(
    '/api/applications/:id',
    {
      schema: {
        tags,
        summary: 'Replace an application (an empty application date keeps the stored one)',
        params: IdParams,
        body: ApplicationInput,
        response: { 200: ApplicationDto, ...writeErrors },
      },
    },
    async (request) => applications.update(userIdOf(request), request.params.id, request.body),
  );

  app.patch(
    '/api/applications/:id',
    {
      schema: {
        tags,
        summary: 'Change some fields of an application, e.g. the status from the table',
        params: IdParams,
        body: ApplicationPatch,
        response: { 200: ApplicationDto, ...writeErrors },
      },
    },
    async (request) => applications.patch(userIdOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/applications/:id',
    {
      schema: {
        tags,
        summary: 'Delete an application',
        params: IdParams,
        response: { 204: Deleted, ...writeErrors },
      },
    },
    async (request, reply) => {
      await applications.remove(userIdOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

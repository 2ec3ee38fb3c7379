import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, OPTIONS_LIMIT } from '#contracts/common.ts';
import {
  CompanyDto,
  CompanyInput,
  CompanyListQuery,
  CompanyOption,
  CompanyOptionQuery,
  CompanyPage,
  CompanyStats,
} from '#contracts/companies.ts';
import { userIdOf } from '#server/auth/request-user.ts';
import { Deleted, itemErrors, listErrors, writeErrors } from '#server/lib/route-support.ts';
import type { CompaniesService } from './companies.service.ts';
import { sendPage } from './page-reply.ts';

const tags = ['companies'];

export const companiesRoutes: FastifyPluginAsyncZod<{ companies: CompaniesService }> = async (
  app,
  { companies },
) => {
  app.get(
    '/api/companies',
    {
      schema: {
        tags,
        summary: 'Companies of the user, newest first; search over name, industry and contact e-mail',
        querystring: CompanyListQuery,
        response: { 200: CompanyPage, ...listErrors },
      },
    },
    async (request, reply) => sendPage(reply, await companies.list(userIdOf(request), request.query)),
  );

  app.get(
    '/api/companies/options',
    {
      schema: {
        tags,
        summary: `Up to ${OPTIONS_LIMIT} companies by name matching the search, for selectors`,
        querystring: CompanyOptionQuery,
        response: { 200: z.array(CompanyOption), ...listErrors },
      },
    },
    async (request) => companies.options(userIdOf(request), request.query.search),
  );

  app.get(
    '/api/companies/:id',
    {
      schema: {
        tags,
        summary: 'One company',
        params: IdParams,
        response: { 200: CompanyDto, ...itemErrors },
      },
    },
    async (request) => companies.get(userIdOf(request), request.params.id),
  );

  app.get(
    '/api/companies/:id/stats',
    {
      schema: {
        tags,
        summary: "A company's active and total job openings",
        params: IdParams,
        response: { 200: CompanyStats, ...itemErrors },
      },
    },
    async (request) => companies.stats(userIdOf(request), request.params.id),
  );

  app.post(
    '/api/companies',
    {
      schema: {
        tags,
        summary: 'Create a company',
        body: CompanyInput,
        response: { 201: CompanyDto, ...writeErrors },
      },
    },
    async (request, reply) => reply.code(201).send(await companies.create(userIdOf(request), request.body)),
  );

  app.put(
    '/api/companies/:id',
    {
      schema: {
        tags,
        summary: 'Replace a company',
        params: IdParams,
        body: CompanyInput,
        response: { 200: CompanyDto, ...writeErrors },
      },
    },
    async (request) => companies.update(userIdOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/companies/:id',
    {
      schema: {
        tags,
        summary: 'Delete a company with its job openings and their applications',
        params: IdParams,
        response: { 204: Deleted, ...writeErrors },
      },
    },
    async (request, reply) => {
      await companies.remove(userIdOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, OPTIONS_LIMIT } from '#contracts/common.ts';
import {
  JobOpeningDto,
  JobOpeningInput,
  JobOpeningListQuery,
  JobOpeningOption,
  JobOpeningOptionQuery,
  JobOpeningPage,
  JobOpeningStats,
} from '#contracts/job-openings.ts';
import { userIdOf } from '#server/auth/request-user.ts';
import { Deleted, itemErrors, listErrors, timeZoneOf, writeErrors } from '#server/lib/route-support.ts';
import type { JobOpeningsService } from './job-openings.service.ts';
import { sendPage } from './page-reply.ts';

const tags = ['job openings'];
const StatsQuery = JobOpeningListQuery.omit({ limit: true, offset: true });
const CompanyJobsQuery = JobOpeningListQuery.omit({ companyId: true });

export const jobOpeningsRoutes: FastifyPluginAsyncZod<{ jobOpenings: JobOpeningsService }> = async (
  app,
  { jobOpenings },
) => {
  app.get(
    '/api/job-openings',
    {
      schema: {
        tags,
        summary: 'Job openings with company names, newest first; search, status, type and company filters',
        querystring: JobOpeningListQuery,
        response: { 200: JobOpeningPage, ...listErrors },
      },
    },
    async (request, reply) =>
      sendPage(reply, await jobOpenings.list(userIdOf(request), request.query, timeZoneOf(request))),
  );

  app.get(
    '/api/job-openings/stats',
    {
      schema: {
        tags,
        summary: 'Active, filled, overdue and total job openings, over the same filters as the list',
        querystring: StatsQuery,
        response: { 200: JobOpeningStats, ...listErrors },
      },
    },
    async (request) => jobOpenings.stats(userIdOf(request), request.query, timeZoneOf(request)),
  );

  app.get(
    '/api/job-openings/options',
    {
      schema: {
        tags,
        summary: `Up to ${OPTIONS_LIMIT} job openings by title matching the search, with company names, for selectors`,
        querystring: JobOpeningOptionQuery,
        response: { 200: z.array(JobOpeningOption), ...listErrors },
      },
    },
    async (request) => jobOpenings.options(userIdOf(request), request.query.search),
  );

  app.get(
    '/api/companies/:id/job-openings',
    {
      schema: {
        tags,
        summary: 'The job openings of one company, with the list filters',
        params: IdParams,
        querystring: CompanyJobsQuery,
        response: { 200: JobOpeningPage, ...itemErrors },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        await jobOpenings.listOfCompany(
          userIdOf(request),
          request.params.id,
          request.query,
          timeZoneOf(request),
        ),
      ),
  );

  app.get(
    '/api/job-openings/:id',
    {
      schema: {
        tags,
        summary: 'One job opening with its company name; overdue is derived from the due date',
        params: IdParams,
        response: { 200: JobOpeningDto, ...itemErrors },
      },
    },
    async (request) => jobOpenings.get(userIdOf(request), request.params.id, timeZoneOf(request)),
  );

  app.post(
    '/api/job-openings',
    {
      schema: {
        tags,
        summary: "Create a job opening under one of the user's companies",
        body: JobOpeningInput,
        response: { 201: JobOpeningDto, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await jobOpenings.create(userIdOf(request), request.body, timeZoneOf(request))),
  );

  app.put(
    '/api/job-openings/:id',
    {
      schema: {
        tags,
        summary: 'Replace a job opening',
        params: IdParams,
        body: JobOpeningInput,
        response: { 200: JobOpeningDto, ...writeErrors },
      },
    },
    async (request) =>
      jobOpenings.update(userIdOf(request), request.params.id, request.body, timeZoneOf(request)),
  );

  app.delete(
    '/api/job-openings/:id',
    {
      schema: {
        tags,
        summary: 'Delete a job opening with its applications',
        params: IdParams,
        response: { 204: Deleted, ...writeErrors },
      },
    },
    async (request, reply) => {
      await jobOpenings.remove(userIdOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApplicationDto, ApplicationListQuery, ApplicationPage } from '#contracts/applications.ts';
import { CandidateApplicationStats } from '#contracts/candidates.ts';
import { Id, IdParams } from '#contracts/common.ts';
import { JobOpeningApplicationStats } from '#contracts/job-openings.ts';
import { userIdOf } from '#server/auth/request-user.ts';
import { itemErrors } from '#server/lib/route-support.ts';
import type { ApplicationListsService } from './application-lists.service.ts';
import { sendPage } from './page-reply.ts';

const tags = ['applications'];
const JobApplicationsQuery = ApplicationListQuery.omit({ jobOpeningId: true });

/** Applications per job opening and per candidate (the detail pages). */
export const applicationListsRoutes: FastifyPluginAsyncZod<{ lists: ApplicationListsService }> = async (
  app,
  { lists },
) => {
  app.get(
    '/api/job-openings/:id/applications',
    {
      schema: {
        tags,
        summary: 'The applications to one job opening, with the list filters',
        params: IdParams,
        querystring: JobApplicationsQuery,
        response: { 200: ApplicationPage, ...itemErrors },
      },
    },
    async (request, reply) =>
      sendPage(reply, await lists.ofJobOpening(userIdOf(request), request.params.id, request.query)),
  );

  app.get(
    '/api/job-openings/:id/stats',
    {
      schema: {
        tags,
        summary: "A job opening's applications: total, in review, offers extended, hired",
        params: IdParams,
        response: { 200: JobOpeningApplicationStats, ...itemErrors },
      },
    },
    async (request) => lists.statsOfJobOpening(userIdOf(request), request.params.id),
  );

  app.get(
    '/api/applications/candidate/:candidateId',
    {
      schema: {
        tags,
        summary: 'Every application of one candidate, latest application date first',
        params: z.object({ candidateId: Id }),
        response: { 200: z.array(ApplicationDto), ...itemErrors },
      },
    },
    async (request) => lists.ofCandidate(userIdOf(request), request.params.candidateId),
  );

  app.get(
    '/api/candidates/:id/stats',
    {
      schema: {
        tags,
        summary: "A candidate's applications: total, in progress, offers received, hired",
        params: IdParams,
        response: { 200: CandidateApplicationStats, ...itemErrors },
      },
    },
    async (request) => lists.statsOfCandidate(userIdOf(request), request.params.id),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CandidateScorecardDetail, CandidateScorecardListItem } from '#contracts/candidate-scorecards.ts';
import { IdParams } from '#contracts/common.ts';
import { userIdOf } from '#server/auth/request-user.ts';
import { itemErrors } from '#server/lib/route-support.ts';
import type { CandidateScorecardsService } from './candidate-scorecards.service.ts';

const tags = ['candidate-scorecards'];
type Options = { scorecards: CandidateScorecardsService };

export const candidateScorecardsRoutes: FastifyPluginAsyncZod<Options> = async (app, { scorecards }) => {
  app.get(
    '/api/candidate-scorecards',
    {
      schema: {
        tags,
        summary:
          'Candidate scorecards: one entry per application with sessions, plus one per candidate (independent: true) for sessions without an application; newest activity first',
        response: { 200: z.array(CandidateScorecardListItem), ...itemErrors },
      },
    },
    async (request) => scorecards.list(userIdOf(request)),
  );

  app.get(
    '/api/candidate-scorecards/:id',
    {
      schema: {
        tags,
        summary:
          "One candidate scorecard by application id, or by candidate id for independent sessions: each session's evaluation sections and decision",
        params: IdParams,
        response: { 200: CandidateScorecardDetail, ...itemErrors },
      },
    },
    async (request) => scorecards.get(userIdOf(request), request.params.id),
  );
};

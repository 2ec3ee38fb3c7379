import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams as SessionParams } from '#contracts/common.ts';
import { CandidateQuestionDto, DebriefDto, DebriefInput } from '#contracts/coverage.ts';
import { userIdOf } from '#server/auth/request-user.ts';
import { itemErrors, writeErrors } from '#server/lib/route-support.ts';
import type { CoverageService } from './coverage.service.ts';

export const coverageRoutes: FastifyPluginAsyncZod<{ coverage: CoverageService }> = async (
  app,
  { coverage },
) => {
  app.get(
    '/api/sessions/:id/candidate-questions',
    {
      schema: {
        tags: ['sessions'],
        summary: 'The questions the candidate asked, caught from the transcript',
        params: SessionParams,
        response: { 200: z.array(CandidateQuestionDto), ...itemErrors },
      },
    },
    async (request) => coverage.questions(userIdOf(request), request.params.id),
  );

  app.get(
    '/api/sessions/:id/debrief',
    {
      schema: {
        tags: ['sessions'],
        summary: 'The debrief: the assistant’s draft after close, and what the interviewer wrote',
        params: SessionParams,
        response: { 200: DebriefDto, ...itemErrors },
      },
    },
    async (request) => coverage.debrief(userIdOf(request), request.params.id),
  );

  app.put(
    '/api/sessions/:id/debrief',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Saves the interviewer’s debrief (the draft stays beside it)',
        params: SessionParams,
        body: DebriefInput,
        response: { 200: DebriefDto, ...writeErrors },
      },
    },
    async (request) => coverage.saveDebrief(userIdOf(request), request.params.id, request.body.content),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Id } from '#contracts/common.ts';
import { EvaluationDto, InitializeEvaluationInput, SectionContentInput } from '#contracts/sessions.ts';
import { readErrors, SessionParams, userIdOf, writeErrors } from '../route-support.ts';
import type { EvaluationService } from './evaluation.service.ts';

const tags = ['evaluation'];
type Options = { evaluation: EvaluationService };
const SectionParams = z.object({ id: Id, sectionId: z.string().min(1).max(100) });

export const evaluationRoutes: FastifyPluginAsyncZod<Options> = async (app, { evaluation }) => {
  app.get(
    '/api/sessions/:id/evaluation',
    {
      schema: {
        tags,
        summary: "The session's live evaluation: its scorecard sections as a tree",
        params: SessionParams,
        response: { 200: EvaluationDto, ...readErrors },
      },
    },
    async (request) => evaluation.get(userIdOf(request), request.params.id),
  );

  app.post(
    '/api/sessions/:id/evaluation/initialize',
    {
      schema: {
        tags,
        summary: "Copy a scorecard's sections into the session when it has none",
        params: SessionParams,
        body: InitializeEvaluationInput,
        response: { 200: EvaluationDto, ...writeErrors },
      },
    },
    async (request) => evaluation.initialize(userIdOf(request), request.params.id, request.body.scorecardId),
  );

  app.patch(
    '/api/sessions/:id/evaluation/sections/:sectionId',
    {
      schema: {
        tags,
        summary: "Write a section's content (the assistant never overwrites it afterwards)",
        params: SectionParams,
        body: SectionContentInput,
        response: { 200: EvaluationDto, ...writeErrors },
      },
    },
    async (request) => {
      const { id, sectionId } = request.params;
      return evaluation.writeSection(userIdOf(request), id, sectionId, request.body.content);
    },
  );
};

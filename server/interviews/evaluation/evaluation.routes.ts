import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams as SessionParams } from '#contracts/common.ts';
import {
  EvaluationDto,
  InitializeEvaluationInput,
  SectionChangesInput,
  SectionContentInput,
  SectionParams,
} from '#contracts/evaluation.ts';
import { userIdOf } from '#server/auth/request-user.ts';
import { conflictErrors, itemErrors } from '#server/lib/route-support.ts';
import type { EvaluationService } from './evaluation.service.ts';

const tags = ['evaluation'];
type Options = { evaluation: EvaluationService };

export const evaluationRoutes: FastifyPluginAsyncZod<Options> = async (app, { evaluation }) => {
  app.get(
    '/api/sessions/:id/evaluation',
    {
      schema: {
        tags,
        summary: "The session's live evaluation: its scorecard sections as a tree",
        params: SessionParams,
        response: { 200: EvaluationDto, ...itemErrors },
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
        response: { 200: EvaluationDto, ...conflictErrors },
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
        response: { 200: EvaluationDto, ...conflictErrors },
      },
    },
    async (request) => {
      const { id, sectionId } = request.params;
      return evaluation.writeSection(userIdOf(request), id, sectionId, request.body.content);
    },
  );

  app.patch(
    '/api/sessions/:id/evaluation/sections',
    {
      schema: {
        tags,
        summary: 'Write the sections a person edited, in one transaction; unchanged text is not written',
        params: SessionParams,
        body: SectionChangesInput,
        response: { 200: EvaluationDto, ...conflictErrors },
      },
    },
    async (request) => evaluation.writeSections(userIdOf(request), request.params.id, request.body.sections),
  );
};

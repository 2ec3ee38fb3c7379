import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '#contracts/common.ts';
import {
  InterviewTemplateDetail,
  InterviewTemplateDto,
  InterviewTemplateInput,
  InterviewTemplateListItem,
  InterviewTemplateUpdate,
} from '#contracts/interview-templates.ts';
import { requireSession } from '#server/auth/request-user.ts';
import { Deleted, itemErrors, signedInErrors, writeErrors } from '#server/lib/route-support.ts';
import type { InterviewTemplatesService } from './interview-templates.service.ts';

const tags = ['interview setup'];
const base = '/api/interview-setup/templates';

export const interviewTemplatesRoutes: FastifyPluginAsyncZod<{
  templates: InterviewTemplatesService;
}> = async (app, { templates }) => {
  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'Interview templates of the user, newest first, with scorecard and agenda titles',
        response: { 200: z.array(InterviewTemplateListItem), ...signedInErrors },
      },
    },
    async (request) => templates.list(requireSession(request).user.id),
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'One interview template with its scorecard and agenda',
        params: IdParams,
        response: { 200: InterviewTemplateDetail, ...itemErrors },
      },
    },
    async (request) => templates.get(requireSession(request).user.id, request.params.id),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: "Create an interview template from one of the user's scorecards and agendas",
        body: InterviewTemplateInput,
        response: { 201: InterviewTemplateDto, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await templates.create(requireSession(request).user.id, request.body)),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Change the title, description and rubrik of an interview template',
        params: IdParams,
        body: InterviewTemplateUpdate,
        response: { 200: InterviewTemplateDto, ...writeErrors },
      },
    },
    async (request) => templates.update(requireSession(request).user.id, request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete an interview template (its scorecard and agenda stay)',
        params: IdParams,
        response: { 204: Deleted, ...writeErrors },
      },
    },
    async (request, reply) => {
      await templates.remove(requireSession(request).user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

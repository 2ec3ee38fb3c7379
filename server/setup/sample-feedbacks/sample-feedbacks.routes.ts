import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '#contracts/common.ts';
import { SampleFeedbackDto, SampleFeedbackInput } from '#contracts/sample-feedbacks.ts';
import { requireSession } from '#server/auth/request-user.ts';
import { Deleted, itemErrors, signedInErrors, writeErrors } from '#server/lib/route-support.ts';
import type { SampleFeedbacksService } from './sample-feedbacks.service.ts';

const tags = ['sample feedbacks'];
const base = '/api/sample-feedbacks';

export const sampleFeedbacksRoutes: FastifyPluginAsyncZod<{
  sampleFeedbacks: SampleFeedbacksService;
}> = async (app, { sampleFeedbacks }) => {
  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'Sample feedbacks of the user, newest first',
        response: { 200: z.array(SampleFeedbackDto), ...signedInErrors },
      },
    },
    async (request) => sampleFeedbacks.list(requireSession(request).user.id),
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'One sample feedback',
        params: IdParams,
        response: { 200: SampleFeedbackDto, ...itemErrors },
      },
    },
    async (request) => sampleFeedbacks.get(requireSession(request).user.id, request.params.id),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: 'Create a sample feedback (an example of how the user writes feedback)',
        body: SampleFeedbackInput,
        response: { 201: SampleFeedbackDto, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await sampleFeedbacks.create(requireSession(request).user.id, request.body)),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Replace a sample feedback',
        params: IdParams,
        body: SampleFeedbackInput,
        response: { 200: SampleFeedbackDto, ...writeErrors },
      },
    },
    async (request) =>
      sampleFeedbacks.update(requireSession(request).user.id, request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete a sample feedback',
        params: IdParams,
        response: { 204: Deleted, ...writeErrors },
      },
    },
    async (request, reply) => {
      await sampleFeedbacks.remove(requireSession(request).user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AgendaGenerateInput } from '#contracts/agendas.ts';
import { ErrorBody } from '#contracts/errors.ts';
import { GeneratedContent, GenerateQuery, ScorecardGenerateInput } from '#contracts/scorecards.ts';
import { streamNdjson, wantsNdjson } from '#server/assistant/ndjson-stream.ts';
import { requireSession } from '#server/auth/request-user.ts';
import { itemErrors } from '#server/lib/route-support.ts';
import type { SetupGenerationService } from './generation.service.ts';

const tags = ['interview setup'];
const generateErrors = {
  ...itemErrors,
  403: ErrorBody,
  502: ErrorBody,
  503: ErrorBody,
  504: ErrorBody,
} as const;
const streaming =
  ' With `Accept: application/x-ndjson` the answer is a stream of `{"type":"progress","text"}` lines, ' +
  'then one `{"type":"result","data"}` or `{"type":"error","error"}` line.';

export const setupGenerationRoutes: FastifyPluginAsyncZod<{ generation: SetupGenerationService }> = async (
  app,
  { generation },
) => {
  app.post(
    '/api/interview-setup/scorecards/generate',
    {
      schema: {
        tags,
        summary: 'Draft scorecard content with the assistant (nothing is stored)',
        description: `Needs a prompt, a job description or an existing scorecard.${streaming}`,
        querystring: GenerateQuery,
        body: ScorecardGenerateInput,
        response: { 200: GeneratedContent, ...generateErrors },
      },
    },
    async (request, reply) => {
      const run = await generation.scorecard(request.body);
      const { model } = request.query;
      if (wantsNdjson(request))
        return streamNdjson(request, reply, (controls) => run({ ...controls, model }));
      return run({ model });
    },
  );

  app.post(
    '/api/interview-setup/agendas/generate',
    {
      schema: {
        tags,
        summary: 'Draft agenda content within the time range (nothing is stored)',
        description: `The selected scorecard, if any, must be the user's.${streaming}`,
        querystring: GenerateQuery,
        body: AgendaGenerateInput,
        response: { 200: GeneratedContent, ...generateErrors },
      },
    },
    async (request, reply) => {
      const run = await generation.agenda(requireSession(request).user.id, request.body);
      const { model } = request.query;
      if (wantsNdjson(request))
        return streamNdjson(request, reply, (controls) => run({ ...controls, model }));
      return run({ model });
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AiModelList } from '#contracts/assistant.ts';
import type { AssistantService } from './assistant.service.ts';

type Options = { assistant: Pick<AssistantService, 'listModels'> };

export const assistantRoutes: FastifyPluginAsyncZod<Options> = async (app, { assistant }) => {
  app.get(
    '/api/assistant/models',
    {
      schema: {
        tags: ['assistant'],
        summary: 'The AI models on offer (configured providers plus the offline assistant)',
        response: { 200: AiModelList },
      },
    },
    async () => assistant.listModels(),
  );
};

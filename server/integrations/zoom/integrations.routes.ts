import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IntegrationsDto } from '#contracts/integrations.ts';
import type { Config } from '#server/config.ts';

type Options = Pick<Config, 'zoom' | 'meet'>;

/**
 * `GET /api/integrations`: which meeting integrations the server is set up for. Public: the Meet
 * side panel reads its project number inside Meet's frame, where no sign-in cookie is sent
 * (decision 032), and neither answer is a secret.
 */
export const integrationsRoutes: FastifyPluginAsyncZod<Options> = async (app, { zoom, meet }) => {
  const answer: IntegrationsDto = {
    zoom: { configured: zoom !== undefined },
    meet: { cloudProjectNumber: meet?.cloudProjectNumber ?? null },
  };
  app.get(
    '/api/integrations',
    {
      schema: {
        tags: ['integrations'],
        summary: 'Meeting integrations this server is set up for: Zoom, and the Meet add-on project',
        response: { 200: IntegrationsDto },
      },
      config: { public: true },
    },
    async () => answer,
  );
};

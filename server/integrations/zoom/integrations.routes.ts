import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IntegrationsDto } from '#contracts/integrations.ts';
import type { Config } from '#server/config.ts';
import { signedInErrors } from '#server/lib/route-support.ts';

type Options = Pick<Config, 'zoom' | 'meet'>;

/** `GET /api/integrations`: which meeting integrations the server is set up for. */
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
        response: { 200: IntegrationsDto, ...signedInErrors },
      },
    },
    async () => answer,
  );
};

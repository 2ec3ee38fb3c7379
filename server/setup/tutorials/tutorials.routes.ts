import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '#contracts/common.ts';
import { TutorialDto, TutorialUrl } from '#contracts/tutorials.ts';
import { itemErrors, signedInErrors } from '#server/lib/route-support.ts';
import type { TutorialsService } from './tutorials.service.ts';

const tags = ['tutorials'];

/** Help videos, shared by every signed-in account; added with `npm run tutorials -- add`. */
export const tutorialsRoutes: FastifyPluginAsyncZod<{ tutorials: TutorialsService }> = async (
  app,
  { tutorials },
) => {
  app.get(
    '/api/tutorials',
    {
      schema: {
        tags,
        summary: 'Help videos in display order; duration in seconds',
        response: { 200: z.array(TutorialDto), ...signedInErrors },
      },
    },
    async () => tutorials.list(),
  );

  app.get(
    '/api/tutorials/:id/url',
    {
      schema: {
        tags,
        summary: 'A short-lived signed address of the video (at most 5 minutes)',
        params: IdParams,
        response: { 200: TutorialUrl, ...itemErrors },
      },
    },
    async (request) => tutorials.url(request.params.id),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AudioExportDto } from '#contracts/candidate-scorecards.ts';
import { IdParams as SessionParams } from '#contracts/common.ts';
import { userIdOf } from '#server/auth/request-user.ts';
import { itemErrors } from '#server/lib/route-support.ts';
import type { AudioExportsService } from './audio-exports.service.ts';

type Options = { audioExports: AudioExportsService };

/** The audio exports panel of the candidate scorecard screen. */
export const audioExportsRoutes: FastifyPluginAsyncZod<Options> = async (app, { audioExports }) => {
  app.get(
    '/api/sessions/:id/audio-exports',
    {
      schema: {
        tags: ['sessions'],
        summary:
          "The session's recorded audio with signed URLs that expire at urlExpiresAt (fetch again for fresh ones)",
        params: SessionParams,
        response: { 200: z.array(AudioExportDto), ...itemErrors },
      },
    },
    async (request) => audioExports.list(userIdOf(request), request.params.id),
  );
};

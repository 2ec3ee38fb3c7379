import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SpeechStatusDto } from '#contracts/speech.ts';
import { signedInErrors } from '#server/lib/route-support.ts';
import type { SpeechServices } from './speech-services.ts';

type Options = { speech: Pick<SpeechServices, 'status'> };

/** What the server can hear with (decision 031); the audio channels themselves are on `/ws`. */
export const speechRoutes: FastifyPluginAsyncZod<Options> = async (app, { speech }) => {
  app.get(
    '/api/speech',
    {
      schema: {
        tags: ['speech'],
        summary: 'The speech provider, whether the server transcribes and diarizes, and the recording notice',
        response: { 200: SpeechStatusDto, ...signedInErrors },
      },
    },
    async () => speech.status(),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '#contracts/common.ts';
import { RecordingStorageDto, SpeechStatusDto, TranscriptionBacklogDto } from '#contracts/speech.ts';
import { userIdOf } from '#server/auth/request-user.ts';
import { itemErrors, signedInErrors, writeErrors } from '#server/lib/route-support.ts';
import type { SpeechServices } from './speech-services.ts';

type Options = {
  speech: Pick<SpeechServices, 'status' | 'storage' | 'backlog' | 'candidateBacklog' | 'retry'>;
};
const tags = ['speech'];

/**
 * What the server can hear with (decision 031), and how much recorded speech it has not
 * transcribed yet (decision 036); the audio channels themselves are on `/ws`.
 */
export const speechRoutes: FastifyPluginAsyncZod<Options> = async (app, { speech }) => {
  app.get(
    '/api/speech',
    {
      schema: {
        tags,
        summary: 'The speech provider, whether the server transcribes and diarizes, and the recording notice',
        response: { 200: SpeechStatusDto, ...signedInErrors },
      },
    },
    async () => speech.status(),
  );

  app.get(
    '/api/recordings/storage',
    {
      schema: {
        tags,
        summary: 'The user’s recording storage: bytes used (on every instance) and the quota',
        response: { 200: RecordingStorageDto, ...signedInErrors },
      },
    },
    async (request) => speech.storage(userIdOf(request)),
  );

  app.get(
    '/api/sessions/:id/transcription',
    {
      schema: {
        tags,
        summary: 'Seconds of the session’s recorded speech not transcribed yet (filled by the server itself)',
        params: IdParams,
        response: { 200: TranscriptionBacklogDto, ...itemErrors },
      },
    },
    async (request) => speech.backlog(userIdOf(request), request.params.id),
  );
  app.post(
    '/api/sessions/:id/transcription/retry',
    {
      schema: {
        tags,
        summary: 'Try the session’s untranscribed speech again now; answers what is still behind',
        params: IdParams,
        response: { 200: TranscriptionBacklogDto, ...writeErrors },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      await speech.retry(userId, { sessionId: request.params.id });
      return speech.backlog(userId, request.params.id);
    },
  );
  app.get(
    '/api/candidates/:id/transcription',
    {
      schema: {
        tags,
        summary: 'Seconds of recorded speech not transcribed yet over the user’s sessions with the candidate',
        params: IdParams,
        response: { 200: TranscriptionBacklogDto, ...itemErrors },
      },
    },
    async (request) => speech.candidateBacklog(userIdOf(request), request.params.id),
  );
  app.post(
    '/api/candidates/:id/transcription/retry',
    {
      schema: {
        tags,
        summary: 'Try the candidate’s sessions’ untranscribed speech again now',
        params: IdParams,
        response: { 200: TranscriptionBacklogDto, ...writeErrors },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      await speech.retry(userId, { candidateId: request.params.id });
      return speech.candidateBacklog(userId, request.params.id);
    },
  );
};

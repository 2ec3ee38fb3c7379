import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AudioExportDto,
  GeneratedDecision,
  SaveDecisionInput,
  SessionDecisionDto,
} from '#contracts/candidate-scorecards.ts';
import { ErrorBody } from '#contracts/errors.ts';
import { readErrors, SessionParams, userIdOf, writeErrors } from '../route-support.ts';
import type { AudioExportsService } from './audio-exports.service.ts';
import type { DecisionsService } from './decisions.service.ts';

type Options = { decisions: DecisionsService; audioExports: AudioExportsService };

/** A provider failure: 502 (bad or no answer), 503 (rate limited) or 504 (timeout). */
const providerErrors = { 502: ErrorBody, 503: ErrorBody, 504: ErrorBody } as const;

/** The per-session calls of the candidate scorecard screen: the AI decision and the audio exports panel. */
export const decisionsRoutes: FastifyPluginAsyncZod<Options> = async (app, { decisions, audioExports }) => {
  app.post(
    '/api/sessions/:id/evaluation/generate-decision',
    {
      schema: {
        tags: ['evaluation'],
        summary:
          "Draft a decision from the session's evaluation, notes and transcript (the session's model, offline by default), in the style of the user's sample feedbacks; kept as the session's aiDecision. No body.",
        params: SessionParams,
        response: { 200: GeneratedDecision, ...writeErrors, ...providerErrors },
      },
    },
    async (request) => decisions.generate(userIdOf(request), request.params.id),
  );

  app.post(
    '/api/sessions/:id/evaluation/save-decision',
    {
      schema: {
        tags: ['evaluation'],
        summary: "Save a person's decision text (trimmed, required); the AI draft is kept beside it",
        params: SessionParams,
        body: SaveDecisionInput,
        response: { 200: SessionDecisionDto, ...writeErrors },
      },
    },
    async (request) => decisions.save(userIdOf(request), request.params.id, request.body.decision),
  );

  app.get(
    '/api/sessions/:id/audio-exports',
    {
      schema: {
        tags: ['sessions'],
        summary:
          "The session's recorded audio with signed URLs that expire at urlExpiresAt (fetch again for fresh ones)",
        params: SessionParams,
        response: { 200: z.array(AudioExportDto), ...readErrors },
      },
    },
    async (request) => audioExports.list(userIdOf(request), request.params.id),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GeneratedDecision, SaveDecisionInput, SessionDecisionDto } from '#contracts/candidate-scorecards.ts';
import { IdParams as SessionParams } from '#contracts/common.ts';
import { ErrorBody } from '#contracts/errors.ts';
import { userIdOf } from '#server/auth/request-user.ts';
import { conflictErrors } from '#server/lib/route-support.ts';
import type { DecisionsService } from './decisions.service.ts';

type Options = { decisions: DecisionsService };

/** A provider failure: 502 (bad or no answer), 503 (rate limited) or 504 (timeout). */
const providerErrors = { 502: ErrorBody, 503: ErrorBody, 504: ErrorBody } as const;

/** The per-session decision of the candidate scorecard screen: the AI's draft, and the person's. */
export const decisionsRoutes: FastifyPluginAsyncZod<Options> = async (app, { decisions }) => {
  app.post(
    '/api/sessions/:id/evaluation/generate-decision',
    {
      schema: {
        tags: ['evaluation'],
        summary:
          "Draft a decision from the session's evaluation, notes and transcript (the session's model, offline by default), in the style of the user's sample feedbacks; kept as the session's aiDecision. No body.",
        params: SessionParams,
        response: { 200: GeneratedDecision, ...conflictErrors, ...providerErrors },
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
        response: { 200: SessionDecisionDto, ...conflictErrors },
      },
    },
    async (request) => decisions.save(userIdOf(request), request.params.id, request.body.decision),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '#contracts/common.ts';
import { SuggestionDeleteQuery, SuggestionDto, SuggestionStatusInput } from '#contracts/realtime.ts';
import { userIdOf } from '#server/auth/request-user.ts';
import { conflictErrors, itemErrors } from '#server/lib/route-support.ts';
import type { SuggestionAction, SuggestionsService } from './suggestions.service.ts';

const tags = ['suggestions'];
type Options = { suggestions: SuggestionsService };
const response = { 200: SuggestionDto, ...conflictErrors };

const byStatus: Record<'dismissed' | 'pinned' | 'suggested' | 'used', SuggestionAction> = {
  dismissed: 'dismiss',
  pinned: 'pin',
  suggested: 'unpin',
  used: 'accept',
};

/** A session's suggestions, and actions on one; ownership goes through its session (another user's → 404). */
export const suggestionsRoutes: FastifyPluginAsyncZod<Options> = async (app, { suggestions }) => {
  app.get(
    '/api/sessions/:id/suggestions',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Suggestions of the session, oldest first (those removed as asked are left out)',
        params: IdParams,
        response: { 200: z.array(SuggestionDto), ...itemErrors },
      },
    },
    async (request) => suggestions.list(userIdOf(request), request.params.id),
  );

  app.patch(
    '/api/suggestions/:id/status',
    {
      schema: {
        tags,
        summary: 'Change status (dismissed with a reason, pinned, suggested, used)',
        params: IdParams,
        body: SuggestionStatusInput,
        response,
      },
    },
    async (request) => {
      const { status, reason } = request.body;
      return suggestions.act(userIdOf(request), request.params.id, byStatus[status], reason);
    },
  );

  const actions: [path: string, action: SuggestionAction, summary: string][] = [
    ['pin', 'pin', 'Pin a suggested question'],
    ['unpin', 'unpin', 'Unpin a question'],
    ['accept', 'accept', 'Mark a question as asked (used)'],
  ];
  for (const [path, action, summary] of actions) {
    app.post(
      `/api/suggestions/:id/${path}`,
      { schema: { tags, summary, params: IdParams, response } },
      async (request) => suggestions.act(userIdOf(request), request.params.id, action),
    );
  }

  app.delete(
    '/api/suggestions/:id',
    {
      schema: {
        tags,
        summary: 'Dismiss with a reason (default manual_dismiss); kept for history, never suggested again',
        params: IdParams,
        querystring: SuggestionDeleteQuery,
        response,
      },
    },
    async (request) => suggestions.act(userIdOf(request), request.params.id, 'remove', request.query.reason),
  );
};

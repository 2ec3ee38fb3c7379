import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ConversationChunkDto, NoteDto, SuggestionDto, TextChunkInput } from '#contracts/realtime.ts';
import { readErrors, SessionParams, userIdOf, writeErrors } from '../route-support.ts';
import type { SuggestionsService } from '../suggestions/suggestions.service.ts';
import type { ConversationService } from './conversation.service.ts';

const tags = ['sessions'];
type Options = { conversation: ConversationService; suggestions: SuggestionsService };

export const conversationRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { conversation, suggestions },
) => {
  app.post(
    '/api/sessions/:id/text',
    {
      schema: {
        tags,
        summary:
          'Add a transcript chunk (201; a retried clientChunkId answers 200 with the stored chunk); 409 when closed',
        params: SessionParams,
        body: TextChunkInput,
        response: { 200: ConversationChunkDto, 201: ConversationChunkDto, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { chunk, duplicate } = await conversation.addChunk(
        userIdOf(request),
        request.params.id,
        request.body,
      );
      return reply.code(duplicate ? 200 : 201).send(chunk);
    },
  );

  app.get(
    '/api/sessions/:id/conversation',
    {
      schema: {
        tags,
        summary: 'The transcript, ordered by seq',
        params: SessionParams,
        response: { 200: z.array(ConversationChunkDto), ...readErrors },
      },
    },
    async (request) => conversation.list(userIdOf(request), request.params.id),
  );

  app.get(
    '/api/sessions/:id/notes',
    {
      schema: {
        tags,
        summary: 'Notes taken during the session',
        params: SessionParams,
        response: { 200: z.array(NoteDto), ...readErrors },
      },
    },
    async (request) => conversation.notes(userIdOf(request), request.params.id),
  );

  app.get(
    '/api/sessions/:id/suggestions',
    {
      schema: {
        tags,
        summary: 'Suggestions of the session, oldest first (those removed as asked are left out)',
        params: SessionParams,
        response: { 200: z.array(SuggestionDto), ...readErrors },
      },
    },
    async (request) => suggestions.list(userIdOf(request), request.params.id),
  );
};

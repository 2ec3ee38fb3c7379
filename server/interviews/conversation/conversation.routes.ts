import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams as SessionParams } from '#contracts/common.ts';
import { ConversationChunkDto, TextChunkInput } from '#contracts/realtime.ts';
import { userIdOf } from '#server/auth/request-user.ts';
import { conflictErrors, itemErrors } from '#server/lib/route-support.ts';
import type { ConversationService } from './conversation.service.ts';

const tags = ['sessions'];
type Options = { conversation: ConversationService };

/** What was said: a chunk from typed text, and the transcript. */
export const conversationRoutes: FastifyPluginAsyncZod<Options> = async (app, { conversation }) => {
  app.post(
    '/api/sessions/:id/text',
    {
      schema: {
        tags,
        summary:
          'Add a transcript chunk (201; a retried clientChunkId answers 200 with the stored chunk); 409 when closed',
        params: SessionParams,
        body: TextChunkInput,
        response: { 200: ConversationChunkDto, 201: ConversationChunkDto, ...conflictErrors },
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
        response: { 200: z.array(ConversationChunkDto), ...itemErrors },
      },
    },
    async (request) => conversation.list(userIdOf(request), request.params.id),
  );
};

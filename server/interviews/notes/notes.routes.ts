import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams as SessionParams } from '#contracts/common.ts';
import { NoteDto } from '#contracts/realtime.ts';
import { userIdOf } from '#server/auth/request-user.ts';
import { itemErrors } from '#server/lib/route-support.ts';
import type { NotesService } from './notes.service.ts';

export const notesRoutes: FastifyPluginAsyncZod<{ notes: NotesService }> = async (app, { notes }) => {
  app.get(
    '/api/sessions/:id/notes',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Notes taken during the session',
        params: SessionParams,
        response: { 200: z.array(NoteDto), ...itemErrors },
      },
    },
    async (request) => notes.list(userIdOf(request), request.params.id),
  );
};

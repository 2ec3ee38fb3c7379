import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AgendaItemDto, AgendaItemParams, AgendaItemStatusInput } from '#contracts/sessions.ts';
import { userIdOf } from '#server/auth/request-user.ts';
import { conflictErrors } from '#server/lib/route-support.ts';
import type { AgendaService } from './agenda.service.ts';

const tags = ['sessions'];
const AgendaUpdate = z.object({ progressPercentage: z.number().int(), items: z.array(AgendaItemDto) });

/** The dashboard's agenda: an item's progress. */
export const agendaRoutes: FastifyPluginAsyncZod<{ agenda: AgendaService }> = async (app, { agenda }) => {
  app.patch(
    '/api/sessions/:id/agenda/:itemId',
    {
      schema: {
        tags,
        summary: 'Start or complete an agenda item; recomputes progress and publishes agenda_update',
        params: AgendaItemParams,
        body: AgendaItemStatusInput,
        response: { 200: AgendaUpdate, ...conflictErrors },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      return agenda.setStatus(userIdOf(request), id, itemId, request.body.status);
    },
  );
};

import type { AgendaItemDto, AgendaItemStatus } from '#contracts/sessions.ts';
import { AppError } from '#server/lib/errors.ts';
import type { AssistantHooks } from '../assistant/assistant-hooks.ts';
import { progressOf, toAgendaTree } from '../interviews.mapper.ts';
import type { SessionWrites } from '../session-writes.ts';

export type AgendaUpdate = { progressPercentage: number; items: AgendaItemDto[] };

type Deps = { writes: SessionWrites; assistant: Pick<AssistantHooks, 'onAgendaChange'> };

export function createAgendaService({ writes, assistant }: Deps) {
  return {
    /**
     * pending → in-progress (Start) → completed (Complete). Recomputes the session's progress
     * (completed items over all items), persists it and publishes `agenda_update`.
     */
    async setStatus(
      userId: string,
      sessionId: string,
      itemId: string,
      status: AgendaItemStatus,
    ): Promise<AgendaUpdate> {
      const update = await writes.asUser(userId, sessionId, async ({ repos, emit }) => {
        if (!(await repos.agenda.setStatus(sessionId, itemId, status)))
          throw AppError.notFound('Agenda item');
        const rows = await repos.agenda.list(sessionId);
        const data = { progressPercentage: progressOf(rows), items: toAgendaTree(rows) };
        await repos.sessions.update(userId, sessionId, { progressPercentage: data.progressPercentage });
        await emit({ type: 'agenda_update', data });
        return data;
      });
      assistant.onAgendaChange(userId, sessionId);
      return update;
    },
  };
}
export type AgendaService = ReturnType<typeof createAgendaService>;

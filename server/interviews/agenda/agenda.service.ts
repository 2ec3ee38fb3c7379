import type { AgendaItemDto, AgendaItemStatus } from '#contracts/sessions.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import type { AssistantHooks } from '../assistant/assistant-hooks.ts';
import type { SessionWrites } from '../sessions/session-writes.ts';
import type { ItemSeed } from '../sessions/template-items.ts';
import { progressOf, toAgendaTree } from './agenda.mapper.ts';
import { type AgendaItemRow, createAgendaRepository } from './agenda.repository.ts';

export type { AgendaItemRow };
export type AgendaUpdate = { progressPercentage: number; items: AgendaItemDto[] };

type Deps = { db: Db; writes: SessionWrites; assistant: Pick<AssistantHooks, 'onAgendaChange'> };

export function createAgendaService({ db, writes, assistant }: Deps) {
  const repo = createAgendaRepository(db);
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
      const update = await writes.asUser(userId, sessionId, async (write) => {
        const items = createAgendaRepository(write.tx);
        if (!(await items.setStatus(sessionId, itemId, status))) throw AppError.notFound('Agenda item');
        const rows = await items.list(sessionId);
        const data = { progressPercentage: progressOf(rows), items: toAgendaTree(rows) };
        await write.update({ progressPercentage: data.progressPercentage });
        await write.emit({ type: 'agenda_update', data });
        return data;
      });
      assistant.onAgendaChange(userId, sessionId);
      return update;
    },

    /** The session's items in agenda order (the caller has checked the session's owner). */
    items: (sessionId: string): Promise<AgendaItemRow[]> => repo.list(sessionId),
    /** The same, nested as the dashboard shows them. */
    async tree(sessionId: string): Promise<AgendaItemDto[]> {
      return toAgendaTree(await repo.list(sessionId));
    },

    /** Stores a new session's agenda in its creating transaction; returns the session's progress. */
    async seed(tx: Db, sessionId: string, seeds: ItemSeed[]): Promise<number> {
      const items = createAgendaRepository(tx);
      await items.insertMany(sessionId, seeds);
      return progressOf(await items.list(sessionId));
    },
  };
}
export type AgendaService = ReturnType<typeof createAgendaService>;

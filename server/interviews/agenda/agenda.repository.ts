import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { agendaItems } from '#server/db/schema/interviews.ts';
import type { ItemSeed } from '../sessions/template-items.ts';

export type AgendaItemRow = typeof agendaItems.$inferSelect;

/** A session's own agenda items (copied at creation). Callers have checked the session's owner. */
export function createAgendaRepository(db: Db) {
  return {
    async list(sessionId: string): Promise<AgendaItemRow[]> {
      return db
        .select()
        .from(agendaItems)
        .where(eq(agendaItems.sessionId, sessionId))
        .orderBy(asc(agendaItems.itemOrder), asc(agendaItems.id));
    },
    async insertMany(sessionId: string, seeds: ItemSeed[]): Promise<void> {
      if (seeds.length === 0) return;
      await db.insert(agendaItems).values(
        seeds.map((s) => ({
          sessionId,
          itemId: s.itemId,
          parentItemId: s.parentItemId,
          title: s.title,
          description: s.description ?? null,
          duration: s.duration ?? 15,
          status: s.status ?? 'pending',
          itemOrder: s.itemOrder,
        })),
      );
    },
    async setStatus(sessionId: string, itemId: string, status: string): Promise<AgendaItemRow | undefined> {
      const [row] = await db
        .update(agendaItems)
        .set({ status, ...statusMoments(status) })
        .where(and(eq(agendaItems.sessionId, sessionId), eq(agendaItems.itemId, itemId)))
        .returning();
      return row;
    },
  };
}
export type AgendaRepository = ReturnType<typeof createAgendaRepository>;

/** Starting keeps the first start; completing stamps the end; back to pending clears both. */
function statusMoments(status: string) {
  const now = sql`now()`;
  const started = sql`coalesce(${agendaItems.startedAt}, now())`;
  if (status === 'in-progress') return { startedAt: started, completedAt: null };
  if (status === 'completed') return { startedAt: started, completedAt: now };
  return { startedAt: null, completedAt: null };
}

import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  agendaTemplateItems,
  agendaTemplates,
  applications,
  candidates,
  interviewTemplates,
  scorecardTemplateItems,
  scorecardTemplates,
} from '#server/db/schema/index.ts';

/** A template's stored items (`content` is the item's text; agenda items have minutes), in order. */
export type TemplateItemRow = {
  itemId: string;
  parentItemId: string | null;
  content: string;
  duration?: number;
};
export type TemplateSource = { id: string; title: string; content: string; items: TemplateItemRow[] };

/**
 * Read-only lookups of the records a session is built from, each scoped by the user: the
 * candidate, the application, and the interview template, scorecard and agenda it copies.
 */
export function createSessionSourcesRepository(db: Db) {
  const owned = async (
    table: typeof scorecardTemplates | typeof agendaTemplates,
    userId: string,
    id: string,
  ) => {
    const [row] = await db
      .select({ id: table.id, title: table.title, content: table.content })
      .from(table)
      .where(and(eq(table.userId, userId), eq(table.id, id)));
    return row;
  };

  return {
    async candidate(userId: string, id: string) {
      const [row] = await db
        .select({ id: candidates.id, firstName: candidates.firstName, lastName: candidates.lastName })
        .from(candidates)
        .where(and(eq(candidates.userId, userId), eq(candidates.id, id)));
      return row;
    },
    async application(userId: string, id: string) {
      const [row] = await db
        .select({ id: applications.id, candidateId: applications.candidateId })
        .from(applications)
        .where(and(eq(applications.userId, userId), eq(applications.id, id)));
      return row;
    },
    async interviewTemplate(userId: string, id: string) {
      const [row] = await db
        .select({
          id: interviewTemplates.id,
          title: interviewTemplates.title,
          scorecardId: interviewTemplates.scorecardId,
          agendaId: interviewTemplates.agendaId,
        })
        .from(interviewTemplates)
        .where(and(eq(interviewTemplates.userId, userId), eq(interviewTemplates.id, id)));
      return row;
    },
    async scorecard(userId: string, id: string): Promise<TemplateSource | undefined> {
      const row = await owned(scorecardTemplates, userId, id);
      if (!row) return undefined;
      const t = scorecardTemplateItems;
      const items = await db
        .select({ itemId: t.itemId, parentItemId: t.parentItemId, content: t.content })
        .from(t)
        .where(eq(t.templateId, id))
        .orderBy(asc(t.itemOrder), asc(t.id));
      return { ...row, items };
    },
    async agenda(userId: string, id: string): Promise<TemplateSource | undefined> {
      const row = await owned(agendaTemplates, userId, id);
      if (!row) return undefined;
      const t = agendaTemplateItems;
      const items = await db
        .select({ itemId: t.itemId, parentItemId: t.parentItemId, content: t.content, duration: t.duration })
        .from(t)
        .where(eq(t.templateId, id))
        .orderBy(asc(t.itemOrder), asc(t.id));
      return { ...row, items };
    },
  };
}
export type SessionSourcesRepository = ReturnType<typeof createSessionSourcesRepository>;

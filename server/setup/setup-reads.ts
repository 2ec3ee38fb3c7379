import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  agendaTemplateItems,
  agendaTemplates,
  interviewTemplates,
  scorecardTemplateItems,
  scorecardTemplates,
} from '#server/db/schema/setup.ts';

/** A template's stored item (`content` is the item's text; agenda items have minutes). */
export type TemplateSourceItem = {
  itemId: string;
  parentItemId: string | null;
  content: string;
  duration?: number;
};
/** A saved scorecard or agenda with its items in order: what a session copies. */
export type TemplateSource = {
  id: string;
  title: string;
  content: string;
  /** The job description it was generated from, if any. */
  jobDescription: string | null;
  items: TemplateSourceItem[];
};

/**
 * What other domains read of the interview setup: only the setup's files import its tables.
 * Every lookup is scoped by the owner. Bound to the pool, or to another domain's transaction.
 */
export function createSetupReads(db: Db) {
  const owned = async (
    table: typeof scorecardTemplates | typeof agendaTemplates,
    userId: string,
    id: string,
  ) => {
    const [row] = await db
      .select({
        id: table.id,
        title: table.title,
        content: table.content,
        jobDescription: table.jobDescription,
      })
      .from(table)
      .where(and(eq(table.userId, userId), eq(table.id, id)));
    return row;
  };

  return {
    /** The user's interview template: its title and the scorecard and agenda it chooses. */
    async interviewTemplate(userId: string, id: string) {
      const [row] = await db
        .select({
          id: interviewTemplates.id,
          title: interviewTemplates.title,
          description: interviewTemplates.description,
          scorecardId: interviewTemplates.scorecardId,
          agendaId: interviewTemplates.agendaId,
        })
        .from(interviewTemplates)
        .where(and(eq(interviewTemplates.userId, userId), eq(interviewTemplates.id, id)));
      return row;
    },

    /** The user's scorecard with its items; undefined when absent or another user's. */
    async scorecardWithItems(userId: string, id: string): Promise<TemplateSource | undefined> {
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

    /** The user's agenda with its items; undefined when absent or another user's. */
    async agendaWithItems(userId: string, id: string): Promise<TemplateSource | undefined> {
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
export type SetupReads = ReturnType<typeof createSetupReads>;

/*
 * Subqueries another domain's statement joins by id (the job behind a session, its template's
 * title), so such a read stays one statement while the tables stay here. None is scoped: the
 * joining statement's own rows already are.
 */

/** Every interview template's title, joined on `interviewTemplateId`. */
export const interviewTemplateTitles = (db: Db) =>
  db
    .select({ interviewTemplateId: interviewTemplates.id, title: interviewTemplates.title })
    .from(interviewTemplates)
    .as('interview_template_titles');

/** The job description each generated scorecard was drafted from, joined on `scorecardId`. */
export const scorecardJobDescriptions = (db: Db) =>
  db
    .select({ scorecardId: scorecardTemplates.id, jobDescription: scorecardTemplates.jobDescription })
    .from(scorecardTemplates)
    .as('scorecard_job_descriptions');

/** The job description each generated agenda was drafted from, joined on `agendaId`. */
export const agendaJobDescriptions = (db: Db) =>
  db
    .select({ agendaId: agendaTemplates.id, jobDescription: agendaTemplates.jobDescription })
    .from(agendaTemplates)
    .as('agenda_job_descriptions');

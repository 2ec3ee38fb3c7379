import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { agendaTemplates, interviewTemplates, scorecardTemplates } from '#server/db/schema/index.ts';

export type InterviewTemplateRow = typeof interviewTemplates.$inferSelect;
export type InterviewTemplateValues = Pick<
  typeof interviewTemplates.$inferInsert,
  'title' | 'description' | 'rubrik' | 'scorecardId' | 'agendaId'
>;
export type InterviewTemplateDetails = Pick<InterviewTemplateValues, 'title' | 'description' | 'rubrik'>;

const owned = (userId: string, id: string) =>
  and(eq(interviewTemplates.userId, userId), eq(interviewTemplates.id, id));

const scorecard = {
  id: scorecardTemplates.id,
  title: scorecardTemplates.title,
  content: scorecardTemplates.content,
};
const agenda = {
  id: agendaTemplates.id,
  title: agendaTemplates.title,
  content: agendaTemplates.content,
  timeRangeMin: agendaTemplates.timeRangeMin,
  timeRangeMax: agendaTemplates.timeRangeMax,
};

export function createInterviewTemplatesRepository(db: Db) {
  return {
    /** Newest first, each with its scorecard's and agenda's title (both required: inner joins). */
    async list(userId: string) {
      return db
        .select({
          template: interviewTemplates,
          scorecard: { title: scorecardTemplates.title },
          agenda: { title: agendaTemplates.title },
        })
        .from(interviewTemplates)
        .innerJoin(scorecardTemplates, eq(scorecardTemplates.id, interviewTemplates.scorecardId))
        .innerJoin(agendaTemplates, eq(agendaTemplates.id, interviewTemplates.agendaId))
        .where(eq(interviewTemplates.userId, userId))
        .orderBy(desc(interviewTemplates.createdAt), desc(interviewTemplates.id));
    },
    async findDetail(userId: string, id: string) {
      const [row] = await db
        .select({ template: interviewTemplates, scorecard, agenda })
        .from(interviewTemplates)
        .innerJoin(scorecardTemplates, eq(scorecardTemplates.id, interviewTemplates.scorecardId))
        .innerJoin(agendaTemplates, eq(agendaTemplates.id, interviewTemplates.agendaId))
        .where(owned(userId, id));
      return row;
    },
    async insert(userId: string, values: InterviewTemplateValues): Promise<InterviewTemplateRow | undefined> {
      const [row] = await db
        .insert(interviewTemplates)
        .values({ ...values, userId })
        .returning();
      return row;
    },
    async updateDetails(
      userId: string,
      id: string,
      values: InterviewTemplateDetails,
    ): Promise<InterviewTemplateRow | undefined> {
      const [row] = await db.update(interviewTemplates).set(values).where(owned(userId, id)).returning();
      return row;
    },
    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(interviewTemplates)
        .where(owned(userId, id))
        .returning({ id: interviewTemplates.id });
      return rows.length > 0;
    },
  };
}
export type InterviewTemplatesRepository = ReturnType<typeof createInterviewTemplatesRepository>;
export type InterviewTemplateDetailRow = NonNullable<
  Awaited<ReturnType<InterviewTemplatesRepository['findDetail']>>
>;
export type InterviewTemplateListRow = Awaited<ReturnType<InterviewTemplatesRepository['list']>>[number];

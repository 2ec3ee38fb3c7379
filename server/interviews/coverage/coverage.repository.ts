import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { candidateQuestions, coverageNudges, sessionDebriefs } from '#server/db/schema/interviews.ts';

export type CandidateQuestionRow = typeof candidateQuestions.$inferSelect;
export type DebriefRow = typeof sessionDebriefs.$inferSelect;
type NewQuestion = Omit<CandidateQuestionRow, 'id'>;

/** The candidate's questions, the one nudge, the debrief. Callers have checked the session's owner. */
export function createCoverageRepository(db: Db) {
  return {
    questions: (sessionId: string): Promise<CandidateQuestionRow[]> =>
      db
        .select()
        .from(candidateQuestions)
        .where(eq(candidateQuestions.sessionId, sessionId))
        .orderBy(asc(candidateQuestions.seq), asc(candidateQuestions.position)),
    /** Stores questions a line asked; a line read twice stores them once. */
    async addQuestions(rows: NewQuestion[]): Promise<CandidateQuestionRow[]> {
      if (rows.length === 0) return [];
      return db.insert(candidateQuestions).values(rows).onConflictDoNothing().returning();
    },
    /** True for the one caller that claims the session's nudge; every later claim answers false. */
    async claimNudge(sessionId: string): Promise<boolean> {
      const rows = await db
        .insert(coverageNudges)
        .values({ sessionId })
        .onConflictDoNothing()
        .returning({ sessionId: coverageNudges.sessionId });
      return rows.length > 0;
    },
    async debrief(sessionId: string): Promise<DebriefRow | undefined> {
      const [row] = await db.select().from(sessionDebriefs).where(eq(sessionDebriefs.sessionId, sessionId));
      return row;
    },
    /** Writes the draft; what the interviewer wrote stays as it is. */
    async saveDraft(sessionId: string, draft: unknown): Promise<DebriefRow | undefined> {
      const draftAt = new Date();
      const [row] = await db
        .insert(sessionDebriefs)
        .values({ sessionId, draft, draftAt })
        .onConflictDoUpdate({ target: sessionDebriefs.sessionId, set: { draft, draftAt } })
        .returning();
      return row;
    },
    async saveContent(sessionId: string, content: string): Promise<DebriefRow | undefined> {
      const editedAt = new Date();
      const [row] = await db
        .insert(sessionDebriefs)
        .values({ sessionId, content, editedAt })
        .onConflictDoUpdate({ target: sessionDebriefs.sessionId, set: { content, editedAt } })
        .returning();
      return row;
    },
  };
}

import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { interviewSessions } from '#server/db/schema/interviews.ts';
import { applicationJobs, candidateNames } from '#server/pipeline/pipeline-reads.ts';

const s = interviewSessions;
const summaryColumns = { id: s.id, status: s.status, startTime: s.startTime, endTime: s.endTime };
const decisionColumns = {
  decision: s.decision,
  decisionSavedAt: s.decisionSavedAt,
  decisionAuthor: s.decisionAuthor,
  decisionDraft: s.decisionDraft,
  decisionDraftDetails: s.decisionDraftDetails,
  decisionDraftAt: s.decisionDraftAt,
};

/** A session with who it interviews: the application's, or (without one) the candidate's. */
export type SubjectSessionRow = {
  id: string;
  status: string;
  startTime: Date;
  endTime: Date | null;
  applicationId: string | null;
  candidateId: string | null;
  firstName: string | null;
  lastName: string | null;
  jobTitle: string | null;
  companyName: string | null;
};
/** A session of one subject, with its decision. */
export type DecidedSessionRow = Pick<SubjectSessionRow, 'id' | 'status' | 'startTime' | 'endTime'> & {
  decision: string | null;
  decisionSavedAt: Date | null;
  decisionAuthor: string | null;
  decisionDraft: string | null;
  decisionDraftDetails: (typeof s.$inferSelect)['decisionDraftDetails'];
  decisionDraftAt: Date | null;
};

/** An application's sessions, or a candidate's sessions that belong to no application. */
export type SessionSubject = { applicationId: string } | { candidateId: string };

/** Sessions by whom they interview (the candidate scorecards read them), every query scoped by the owner. */
export function createSessionSubjectsRepository(db: Db) {
  const application = applicationJobs(db);
  const candidate = candidateNames(db);
  /** The candidate of a session: the application's candidate when there is one, else the session's. */
  const subjectCandidate = sql`coalesce(${application.candidateId}, ${s.candidateId})`;
  return {
    /** Sessions with an application or a candidate, newest first (a deleted candidate's have neither). */
    async listWithSubjects(userId: string): Promise<SubjectSessionRow[]> {
      return db
        .select({
          ...summaryColumns,
          applicationId: s.applicationId,
          candidateId: sql<string | null>`${subjectCandidate}`,
          firstName: candidate.firstName,
          lastName: candidate.lastName,
          jobTitle: application.jobTitle,
          companyName: application.companyName,
        })
        .from(s)
        .leftJoin(
          application,
          and(eq(application.applicationId, s.applicationId), eq(application.userId, userId)),
        )
        .leftJoin(candidate, and(eq(candidate.candidateId, subjectCandidate), eq(candidate.userId, userId)))
        .where(and(eq(s.userId, userId), or(isNotNull(s.applicationId), isNotNull(s.candidateId))))
        .orderBy(desc(s.startTime), desc(s.id));
    },

    /** The application's sessions, or the candidate's sessions without an application; oldest first. */
    async listOfSubject(userId: string, subject: SessionSubject): Promise<DecidedSessionRow[]> {
      const where =
        'applicationId' in subject
          ? eq(s.applicationId, subject.applicationId)
          : and(eq(s.candidateId, subject.candidateId), isNull(s.applicationId));
      return db
        .select({ ...summaryColumns, ...decisionColumns })
        .from(s)
        .where(and(eq(s.userId, userId), where))
        .orderBy(asc(s.startTime), asc(s.id));
    },
  };
}

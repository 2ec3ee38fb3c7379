import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  applications,
  candidates,
  companies,
  interviewSessions,
  jobOpenings,
  scorecardItems,
} from '#server/db/schema/index.ts';
import type { ScorecardItemRow } from '../evaluation/scorecard-items.repository.ts';

const s = interviewSessions;
const summaryColumns = { id: s.id, status: s.status, startTime: s.startTime, endTime: s.endTime };
const decisionColumns = {
  decision: s.decision,
  decisionSavedAt: s.decisionSavedAt,
  decisionDraft: s.decisionDraft,
  decisionDraftDetails: s.decisionDraftDetails,
  decisionDraftAt: s.decisionDraftAt,
};
const names = {
  firstName: candidates.firstName,
  lastName: candidates.lastName,
  jobTitle: jobOpenings.title,
  companyName: companies.name,
};

/** A session of a card: the application's, or (without one) the candidate's. */
export type CardSessionRow = {
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
export type ScorecardSessionRow = Pick<CardSessionRow, 'id' | 'status' | 'startTime' | 'endTime'> & {
  decision: string | null;
  decisionSavedAt: Date | null;
  decisionDraft: string | null;
  decisionDraftDetails: (typeof s.$inferSelect)['decisionDraftDetails'];
  decisionDraftAt: Date | null;
};
/** Who a detail page is about. */
export type ScorecardSubject = Omit<CardSessionRow, 'id' | 'status' | 'startTime' | 'endTime'>;

/** An application's sessions, or a candidate's sessions that belong to no application. */
export type ScorecardScope = { applicationId: string } | { candidateId: string };

/** The candidate of a card: the application's candidate when there is one, else the session's. */
const cardCandidate = sql`coalesce(${applications.candidateId}, ${s.candidateId})`;

/** Read model of the candidate scorecards, every query scoped by the owner. */
export function createCandidateScorecardsRepository(db: Db) {
  return {
    /** Sessions with an application or a candidate, newest first (a deleted candidate's have neither). */
    async listCardSessions(userId: string): Promise<CardSessionRow[]> {
      return db
        .select({
          ...summaryColumns,
          applicationId: s.applicationId,
          candidateId: sql<string | null>`${cardCandidate}`,
          ...names,
        })
        .from(s)
        .leftJoin(applications, and(eq(applications.id, s.applicationId), eq(applications.userId, userId)))
        .leftJoin(candidates, and(eq(candidates.id, cardCandidate), eq(candidates.userId, userId)))
        .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
        .leftJoin(companies, eq(companies.id, jobOpenings.companyId))
        .where(and(eq(s.userId, userId), or(isNotNull(s.applicationId), isNotNull(s.candidateId))))
        .orderBy(desc(s.startTime), desc(s.id));
    },

    async findApplication(userId: string, id: string): Promise<ScorecardSubject | undefined> {
      const [row] = await db
        .select({ applicationId: applications.id, candidateId: applications.candidateId, ...names })
        .from(applications)
        .innerJoin(candidates, eq(candidates.id, applications.candidateId))
        .innerJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
        .innerJoin(companies, eq(companies.id, jobOpenings.companyId))
        .where(and(eq(applications.userId, userId), eq(applications.id, id)));
      return row;
    },

    async findCandidate(userId: string, id: string): Promise<ScorecardSubject | undefined> {
      const [row] = await db
        .select({
          candidateId: candidates.id,
          firstName: candidates.firstName,
          lastName: candidates.lastName,
        })
        .from(candidates)
        .where(and(eq(candidates.userId, userId), eq(candidates.id, id)));
      return row && { ...row, applicationId: null, jobTitle: null, companyName: null };
    },

    /** The application's sessions, or the candidate's sessions without an application; oldest first. */
    async sessionsOf(userId: string, scope: ScorecardScope): Promise<ScorecardSessionRow[]> {
      const where =
        'applicationId' in scope
          ? eq(s.applicationId, scope.applicationId)
          : and(eq(s.candidateId, scope.candidateId), isNull(s.applicationId));
      return db
        .select({ ...summaryColumns, ...decisionColumns })
        .from(s)
        .where(and(eq(s.userId, userId), where))
        .orderBy(asc(s.startTime), asc(s.id));
    },

    /** Evaluation sections of several sessions (already known to be the owner's), in display order. */
    async sectionsOf(sessionIds: string[]): Promise<ScorecardItemRow[]> {
      if (sessionIds.length === 0) return [];
      return db
        .select()
        .from(scorecardItems)
        .where(inArray(scorecardItems.sessionId, sessionIds))
        .orderBy(asc(scorecardItems.itemOrder), asc(scorecardItems.id));
    },
  };
}
export type CandidateScorecardsRepository = ReturnType<typeof createCandidateScorecardsRepository>;

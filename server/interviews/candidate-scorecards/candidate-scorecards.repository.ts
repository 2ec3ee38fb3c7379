import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { applications, candidates, companies, jobOpenings } from '#server/db/schema/index.ts';
import type { SubjectSessionRow } from '../sessions/session-reads.ts';

/** Who a detail page is about: an application (with its job), or a candidate alone. */
export type ScorecardSubject = Omit<SubjectSessionRow, 'id' | 'status' | 'startTime' | 'endTime'>;

const names = {
  firstName: candidates.firstName,
  lastName: candidates.lastName,
  jobTitle: jobOpenings.title,
  companyName: companies.name,
};

/** The pipeline records a candidate scorecard is about, each scoped by the owner. */
export function createCandidateScorecardsRepository(db: Db) {
  return {
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
  };
}
export type CandidateScorecardsRepository = ReturnType<typeof createCandidateScorecardsRepository>;

import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { applications, candidates, companies, jobOpenings } from '#server/db/schema/pipeline.ts';

/**
 * What other domains read of the pipeline: only the pipeline's files import its tables. Every
 * lookup is scoped by the owner. Bound to the pool, or to another domain's transaction.
 */
export function createPipelineReads(db: Db) {
  return {
    /** The user's candidate by name; undefined when absent or another user's. */
    async candidateName(userId: string, id: string) {
      const [row] = await db
        .select({ id: candidates.id, firstName: candidates.firstName, lastName: candidates.lastName })
        .from(candidates)
        .where(and(eq(candidates.userId, userId), eq(candidates.id, id)));
      return row;
    },

    /** The user's application and the candidate it is for. */
    async applicationCandidate(userId: string, id: string) {
      const [row] = await db
        .select({ id: applications.id, candidateId: applications.candidateId })
        .from(applications)
        .where(and(eq(applications.userId, userId), eq(applications.id, id)));
      return row;
    },

    /** The user's application with its candidate's, job's and company's names, in one statement. */
    async applicationWithNames(userId: string, id: string) {
      const application = applicationJobs(db);
      const candidate = candidateNames(db);
      const [row] = await db
        .select({
          applicationId: application.applicationId,
          candidateId: application.candidateId,
          firstName: candidate.firstName,
          lastName: candidate.lastName,
          jobTitle: application.jobTitle,
          companyName: application.companyName,
        })
        .from(application)
        .innerJoin(candidate, eq(candidate.candidateId, application.candidateId))
        .where(and(eq(application.userId, userId), eq(application.applicationId, id)));
      return row;
    },
  };
}
export type PipelineReads = ReturnType<typeof createPipelineReads>;

/*
 * Subqueries another domain's statement joins by id (a session with its candidate's name and
 * the job it is for), so such a read stays one statement while the tables stay here. Neither is
 * scoped: the joining statement scopes by `userId` where its own rows do not already.
 */

/** Every candidate's name, joined on `candidateId`. */
export const candidateNames = (db: Db) =>
  db
    .select({
      candidateId: candidates.id,
      userId: candidates.userId,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
    })
    .from(candidates)
    .as('candidate_names');

/** Every application with its candidate and the job it is for (opening and company), joined on `applicationId`. */
export const applicationJobs = (db: Db) =>
  db
    .select({
      applicationId: applications.id,
      userId: applications.userId,
      candidateId: applications.candidateId,
      jobTitle: jobOpenings.title,
      jobDescription: jobOpenings.description,
      requirements: jobOpenings.requirements,
      salaryRange: jobOpenings.salaryRange,
      location: jobOpenings.location,
      companyName: companies.name,
    })
    .from(applications)
    .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
    .leftJoin(companies, eq(companies.id, jobOpenings.companyId))
    .as('application_jobs');

import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  agendaTemplates,
  applications,
  interviewSessions,
  interviewTemplates,
  jobOpenings,
  scorecardTemplates,
} from '#server/db/schema/index.ts';

/** What a session says about the job it interviews for; any of it may be missing. */
export type JobSources = {
  sessionTitle: string | null;
  templateTitle: string | null;
  jobTitle: string | null;
  jobDescription: string | null;
  requirements: string | null;
  salaryRange: string | null;
  location: string | null;
  /** The job description a generated scorecard or agenda was drafted from. */
  scorecardJob: string | null;
  agendaJob: string | null;
};

/** One read of the job behind a session: its opening (through the application) and its setup. */
export function createJobSourcesRepository(db: Db) {
  return {
    async forSession(sessionId: string): Promise<JobSources | undefined> {
      const [row] = await db
        .select({
          sessionTitle: interviewSessions.title,
          templateTitle: interviewTemplates.title,
          jobTitle: jobOpenings.title,
          jobDescription: jobOpenings.description,
          requirements: jobOpenings.requirements,
          salaryRange: jobOpenings.salaryRange,
          location: jobOpenings.location,
          scorecardJob: scorecardTemplates.jobDescription,
          agendaJob: agendaTemplates.jobDescription,
        })
        .from(interviewSessions)
        .leftJoin(applications, eq(applications.id, interviewSessions.applicationId))
        .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
        .leftJoin(interviewTemplates, eq(interviewTemplates.id, interviewSessions.interviewTemplateId))
        .leftJoin(scorecardTemplates, eq(scorecardTemplates.id, interviewSessions.scorecardId))
        .leftJoin(agendaTemplates, eq(agendaTemplates.id, interviewSessions.agendaId))
        .where(eq(interviewSessions.id, sessionId));
      return row;
    },
  };
}
export type JobSourcesRepository = ReturnType<typeof createJobSourcesRepository>;

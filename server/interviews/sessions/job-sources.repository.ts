import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { interviewSessions } from '#server/db/schema/interviews.ts';
import { applicationJobs } from '#server/pipeline/pipeline-reads.ts';
import {
  agendaJobDescriptions,
  interviewTemplateTitles,
  scorecardJobDescriptions,
} from '#server/setup/setup-reads.ts';

/** What a session says about the job it interviews for; any of it may be missing. */
export type JobSources = {
  sessionTitle: string | null;
  templateTitle: string | null;
  jobTitle: string | null;
  jobDescription: string | null;
  /** The job as the session itself was given it (Quick Create's input, the create request). */
  sessionJobTitle: string | null;
  sessionJob: string | null;
  requirements: string | null;
  salaryRange: string | null;
  location: string | null;
  /** The job description a generated scorecard or agenda was drafted from. */
  scorecardJob: string | null;
  agendaJob: string | null;
};

/** One read of the job behind a session: its opening (through the application) and its setup. */
export function createJobSourcesRepository(db: Db) {
  const job = applicationJobs(db);
  const template = interviewTemplateTitles(db);
  const scorecard = scorecardJobDescriptions(db);
  const agenda = agendaJobDescriptions(db);
  return {
    async forSession(sessionId: string): Promise<JobSources | undefined> {
      const [row] = await db
        .select({
          sessionTitle: interviewSessions.title,
          templateTitle: template.title,
          jobTitle: job.jobTitle,
          jobDescription: job.jobDescription,
          sessionJobTitle: interviewSessions.jobTitle,
          sessionJob: interviewSessions.jobDescription,
          requirements: job.requirements,
          salaryRange: job.salaryRange,
          location: job.location,
          scorecardJob: scorecard.jobDescription,
          agendaJob: agenda.jobDescription,
        })
        .from(interviewSessions)
        .leftJoin(job, eq(job.applicationId, interviewSessions.applicationId))
        .leftJoin(template, eq(template.interviewTemplateId, interviewSessions.interviewTemplateId))
        .leftJoin(scorecard, eq(scorecard.scorecardId, interviewSessions.scorecardId))
        .leftJoin(agenda, eq(agenda.agendaId, interviewSessions.agendaId))
        .where(eq(interviewSessions.id, sessionId));
      return row;
    },
  };
}
export type JobSourcesRepository = ReturnType<typeof createJobSourcesRepository>;

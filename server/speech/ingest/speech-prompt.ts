import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { interviewSessions } from '#server/db/schema/interviews.ts';
import { applications, candidates, jobOpenings } from '#server/db/schema/pipeline.ts';
import { users } from '#server/db/schema/users.ts';

/** Key terms at most: the job's title and the candidate's first skills. */
const MAX_TERMS = 12;

/**
 * Words the interview's audio likely holds, for a Whisper-style provider's `prompt`: the
 * candidate's and interviewer's names and the job's key terms. Read once per capture.
 */
export function createPromptContext(db: Db) {
  return async function promptContext(sessionId: string): Promise<string> {
    const [row] = await db
      .select({
        candidateFirst: candidates.firstName,
        candidateLast: candidates.lastName,
        skills: candidates.skills,
        interviewerFirst: users.firstName,
        interviewerLast: users.lastName,
        job: jobOpenings.title,
      })
      .from(interviewSessions)
      .innerJoin(users, eq(users.id, interviewSessions.userId))
      .leftJoin(candidates, eq(candidates.id, interviewSessions.candidateId))
      .leftJoin(applications, eq(applications.id, interviewSessions.applicationId))
      .leftJoin(jobOpenings, eq(jobOpenings.id, applications.jobOpeningId))
      .where(eq(interviewSessions.id, sessionId));
    if (!row) return '';
    const names = [
      [row.candidateFirst, row.candidateLast],
      [row.interviewerFirst, row.interviewerLast],
    ]
      .map((parts) => parts.filter(Boolean).join(' '))
      .filter(Boolean);
    const terms = [row.job, ...(row.skills ?? [])].filter((t): t is string => Boolean(t?.trim()));
    const parts = [];
    if (names.length > 0) parts.push(`${names.join(', ')}.`);
    if (terms.length > 0) parts.push(`${terms.slice(0, MAX_TERMS).join(', ')}.`);
    return parts.join(' ');
  };
}

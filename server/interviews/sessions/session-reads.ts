import type { Db } from '#server/db/client.ts';
import { createJobSourcesRepository } from './job-sources.repository.ts';
import { createSessionSubjectsRepository } from './session-subjects.repository.ts';
import { sessionNotFound } from './session-writes.ts';
import { createSessionsRepository, type SessionRow } from './sessions.repository.ts';

export type { JobSources } from './job-sources.repository.ts';
export type {
  DecidedSessionRow,
  SessionSubject,
  SubjectSessionRow,
} from './session-subjects.repository.ts';
export type { AnySession, SessionRow, SessionWithNames } from './sessions.repository.ts';

/**
 * What other modules read of sessions (the interview modules, speech, Zoom): the sessions module
 * keeps its tables to itself. Bound to the pool, or to the transaction of a write
 * (`createSessionReads(write.tx)`).
 */
export function createSessionReads(db: Db) {
  const sessions = createSessionsRepository(db);
  const subjects = createSessionSubjectsRepository(db);
  const jobs = createJobSourcesRepository(db);
  return {
    /** The user's session; undefined when it is absent or another user's. */
    find: (userId: string, id: string) => sessions.findById(userId, id),
    /** The user's session; 404 for any other id. */
    async owned(userId: string, id: string): Promise<SessionRow> {
      const row = await sessions.findById(userId, id);
      if (!row) throw sessionNotFound();
      return row;
    },
    /** Any user's session, for the server's own work (recordings, Zoom streams); never for a request. */
    anyById: (id: string) => sessions.findAnyById(id),
    /** The sessions a Zoom meeting is linked to, whoever owns them: a webhook carries no user. */
    activeOnZoomMeeting: (meetingKeys: string[]) => sessions.findActiveByZoomMeeting(meetingKeys),
    /** The ids of the user's sessions with a candidate (deleting the candidate deletes their audio). */
    idsOfCandidate: (userId: string, candidateId: string) => sessions.idsOfCandidate(userId, candidateId),
    /** With the names the list shows: the candidate's, the job's, the template's. */
    withNames: (userId: string, id: string) => sessions.findWithNames(userId, id),
    /** The job behind a session (its opening, or what its setup was generated from). */
    jobSources: (sessionId: string) => jobs.forSession(sessionId),
    listWithSubjects: (userId: string) => subjects.listWithSubjects(userId),
    listOfSubject: subjects.listOfSubject,
  };
}
export type SessionReads = ReturnType<typeof createSessionReads>;

import type { LiveEventInput, PersistedMessage } from '#contracts/realtime.ts';
import { AppError } from '#server/lib/errors.ts';
import type { SessionEvents } from '#server/live/session-events.service.ts';
import { createInterviewRepositories, type InterviewRepositories } from './repositories.ts';
import type { SessionRow } from './sessions/sessions.repository.ts';

export type SessionWrite = {
  repos: InterviewRepositories;
  /** The session row, locked until commit. */
  session: SessionRow;
  /** Logs a live event with the session's next seq; published after commit. */
  emit(event: LiveEventInput): Promise<PersistedMessage>;
};

export const sessionNotFound = () => AppError.notFound('Interview session');
export const sessionClosed = () => AppError.conflict('This interview session is closed');

/**
 * Writes to one session in one transaction: the session row is locked first (404 when it is not
 * the user's), the work runs on repositories bound to the transaction, and the live events it
 * emits are published after commit.
 */
export function createSessionWrites(events: SessionEvents) {
  const run = <T>(sessionId: string, userId: string | undefined, work: (w: SessionWrite) => Promise<T>) =>
    events.write(sessionId, async (live) => {
      const repos = createInterviewRepositories(live.tx);
      const session = await repos.sessions.lock(sessionId, userId);
      if (!session) throw sessionNotFound();
      return work({ repos, session, emit: live.record });
    });
  return {
    /** On behalf of a signed-in user. */
    asUser: <T>(userId: string, sessionId: string, work: (w: SessionWrite) => Promise<T>) =>
      run(sessionId, userId, work),
    /** On behalf of the server itself (the assistant), for a session already known to exist. */
    asSystem: <T>(sessionId: string, work: (w: SessionWrite) => Promise<T>) =>
      run(sessionId, undefined, work),
  };
}
export type SessionWrites = ReturnType<typeof createSessionWrites>;

import type { LiveEventInput, PersistedMessage } from '#contracts/realtime.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import type { SessionEvents } from '#server/live/session-events.service.ts';
import { createSessionsRepository, type SessionRow, type SessionValues } from './sessions.repository.ts';

export type SessionWrite = {
  /** The transaction: each module binds its own repository to it. */
  tx: Db;
  /** The session row, locked until commit. */
  session: SessionRow;
  /** Sets fields of the locked session row. */
  update(values: Partial<SessionValues>): Promise<SessionRow | undefined>;
  /** Logs a live event with the session's next seq; published after commit. */
  emit(event: LiveEventInput): Promise<PersistedMessage>;
};

export const sessionNotFound = () => AppError.notFound('Interview session');
export const sessionClosed = () => AppError.conflict('This interview session is closed');

/**
 * Writes to one session in one transaction: the session row is locked first (404 when it is not
 * the user's), each module binds its repository to the transaction, and the live events it
 * emits are published after commit.
 */
export function createSessionWrites(events: SessionEvents) {
  const run = <T>(sessionId: string, userId: string | undefined, work: (w: SessionWrite) => Promise<T>) =>
    events.write(sessionId, async (live) => {
      const sessions = createSessionsRepository(live.tx);
      const session = await sessions.lock(sessionId, userId);
      if (!session) throw sessionNotFound();
      return work({
        tx: live.tx,
        session,
        update: (values) => sessions.update(session.userId, session.id, values),
        emit: live.record,
      });
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

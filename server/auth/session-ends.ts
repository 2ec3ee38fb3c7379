import type { Database } from '#server/db/client.ts';
import type { SessionService } from './session.service.ts';

/** Where migration 0007's triggers announce ended sessions (`s:<sid>`) and changed users (`u:<id>`). */
export const SESSION_ENDS_CHANNEL = 'interview_hub_sessions';

type Forgets = Pick<SessionService, 'forgetSession' | 'forgetUser' | 'forgetAll'>;

/**
 * Hears the database's announcements for the sessions kept in memory
 * (docs/decisions/019-sign-ins-kept-in-memory.md). `heard()` is true only while LISTEN is active:
 * before the first connection, and from a lost connection until the next one, nothing is kept.
 */
export function createSessionEnds() {
  let listening = false;
  return {
    heard: () => listening,

    follow(database: Database, sessions: Forgets, onError: (error: unknown) => void) {
      return database.listen(SESSION_ENDS_CHANNEL, {
        onNotification(payload) {
          const [kind, id] = [payload.slice(0, 2), payload.slice(2)];
          if (kind === 's:') sessions.forgetSession(id);
          else if (kind === 'u:') sessions.forgetUser(id);
          else sessions.forgetAll();
        },
        onListening() {
          listening = true;
        },
        onDropped() {
          listening = false;
          sessions.forgetAll();
        },
        onError,
      });
    },
  };
}

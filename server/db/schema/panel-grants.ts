import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { interviewSessions } from './interviews.ts';
import { sessions, users } from './users.ts';

/**
 * Grants handed to the Google Meet side panel inside Meet's frame, where the sign-in cookie is not
 * sent (decision 037): each covers one interviewer's panel view of one interview session. Bound to
 * the sign-in that issued it, so a sign-out or a password change (which end that sign-in) delete it.
 * Only the token's SHA-256 is stored.
 */
export const panelGrants = pgTable(
  'panel_grants',
  {
    tokenHash: text().primaryKey(),
    sid: text()
      .notNull()
      .references(() => sessions.sid, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid()
      .notNull()
      .references(() => interviewSessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.sid), index().on(t.expiresAt)],
);

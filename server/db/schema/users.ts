import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

export const users = pgTable('users', {
  id: id(),
  /** Local sign-in name; null for Google accounts. */
  username: text().unique(),
  /** Google's stable subject id (`sub`); accounts are keyed by it, never by e-mail. */
  googleId: text().unique(),
  accessToken: text(),
  refreshToken: text(),
  tokenExpiresAt: timestamp({ withTimezone: true }),
  scopes: jsonb().$type<string[]>(),
  hashedPassword: text(),
  authType: text({ enum: ['local', 'google'] })
    .notNull()
    .default('google'),
  /** Unique when present; local accounts may have none (docs/decisions/004-bootstrap-account.md). */
  email: text().unique(),
  firstName: text(),
  lastName: text(),
  profileImageUrl: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type SessionData = { userId: string; authType: 'local' | 'google'; createdAt: string };

/**
 * The server-side sessions store. `sid` is the SHA-256 of the cookie token, so a copy of this
 * table does not hand out live sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    sid: text().primaryKey(),
    sess: jsonb().$type<SessionData>().notNull(),
    expire: timestamp({ withTimezone: true }).notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index().on(t.expire), index().on(t.userId)],
);

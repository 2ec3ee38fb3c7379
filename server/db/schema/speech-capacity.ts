import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, updatedAt } from './columns.ts';
import { interviewSessions } from './interviews.ts';
import { users } from './users.ts';

/**
 * Bytes of recording each session holds or has reserved (docs/decisions/043-bounded-recording.md):
 * what counts against its owner's recording quota. An instance reserves room before it writes
 * (a chunk at a time, under a lock on the owner's row, so instances together never pass the
 * quota) and gives back what it did not write; erasing a session's recordings clears its row,
 * deleting the session deletes it.
 */
export const recordingUsage = pgTable(
  'recording_usage',
  {
    sessionId: uuid()
      .primaryKey()
      .references(() => interviewSessions.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId)],
);

export type SocketLeaseKind = 'audio' | 'live';

/**
 * One row per open socket, whatever instance holds it: each kind's per-user cap counts its rows
 * (`audio`: the audio sockets, decision 043; `live`: the live channel's, decision 050).
 * The holder renews `expires_at`; a row not renewed (its instance went away) stops counting.
 */
export const audioSocketLeases = pgTable(
  'audio_socket_leases',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['audio', 'live'] })
      .$type<SocketLeaseKind>()
      .notNull()
      .default('audio'),
    instance: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.userId, t.kind, t.expiresAt), index().on(t.instance)],
);

import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { interviewSessions } from './interviews.ts';

/**
 * A stretch of a participant's recording the server has not transcribed yet
 * (docs/decisions/036-every-utterance-once.md): PCM bytes `[startByte, endByte)` of the recording,
 * and when its speech began. Filled (and deleted) by the instance that holds the audio once the
 * provider answers again; one row per position, so recording it twice changes nothing.
 */
export const transcriptionGaps = pgTable(
  'transcription_gaps',
  {
    id: id(),
    sessionId: uuid()
      .notNull()
      .references(() => interviewSessions.id, { onDelete: 'cascade' }),
    speaker: text().notNull(),
    startByte: integer().notNull(),
    endByte: integer().notNull(),
    beganAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    /** Not tried before this moment (backoff after a failed fill); a claim holds it this long too. */
    nextTryAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.sessionId, t.speaker, t.startByte), index().on(t.nextTryAt)],
);

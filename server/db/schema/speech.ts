import { index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
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

/**
 * A participant's recording as one track whatever instances its audio passed through
 * (docs/decisions/044-recordings-across-instances.md): `bytes` is where the next piece of audio
 * lands, allocated here so every instance agrees; `heardTo` is how far transcription is settled
 * (a line or a gap); `sealedAt` stops further pieces while the track is exported (once).
 */
export const recordingTracks = pgTable(
  'recording_tracks',
  {
    sessionId: uuid()
      .notNull()
      .references(() => interviewSessions.id, { onDelete: 'cascade' }),
    speaker: text().notNull(),
    bytes: integer().notNull().default(0),
    heardTo: integer().notNull().default(0),
    sealedAt: timestamp({ withTimezone: true }),
    exportedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.speaker] })],
);

/**
 * A piece of a track kept in the object store: PCM bytes `[startByte, startByte + bytes)`, placed
 * at `createdAt` (its last byte arrived no later). No foreign key: the rows outlive a deleted
 * session until its objects are deleted by them.
 */
export const recordingSegments = pgTable(
  'recording_segments',
  {
    id: id(),
    sessionId: uuid().notNull(),
    speaker: text().notNull(),
    startByte: integer().notNull(),
    bytes: integer().notNull(),
    objectKey: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.sessionId, t.speaker, t.startByte)],
);

/**
 * A client's upload (its `streamId`) and the bytes of it stored, so a socket that reconnects to
 * any instance resumes from the right count. `epoch` grows with each socket that takes the upload
 * over; a piece from an older taker is refused, so nothing doubles at the seam.
 */
export const audioUploads = pgTable('audio_uploads', {
  key: text().primaryKey(),
  sessionId: uuid()
    .notNull()
    .references(() => interviewSessions.id, { onDelete: 'cascade' }),
  bytes: integer().notNull().default(0),
  epoch: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

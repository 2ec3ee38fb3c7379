import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { interviewSessions } from './interviews.ts';
import { users } from './users.ts';

/**
 * How long an account keeps what its interviews hold (docs/decisions/038-privacy.md). A null
 * period keeps the data until someone deletes it; otherwise the purge removes it that many days
 * after the interview ended.
 */
export const retentionSettings = pgTable('retention_settings', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  recordingsDays: integer(),
  transcriptsDays: integer(),
  interviewsDays: integer(),
  /** The audit trail's own period; never "until deleted". */
  auditDays: integer().notNull().default(730),
  updatedAt: updatedAt(),
});

/** Ids and counts only: an audit entry never holds a name, an e-mail or what was said. */
export type AuditDetails = Record<string, string | number | boolean | null>;

/**
 * Who did what to whose data, append-only: a trigger refuses updates, and deletes outside the
 * audit retention's transaction (migration `audit-append-only`). `candidate_id` and `session_id`
 * are plain ids, no foreign keys: the entry outlives what it names.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    /** The account that acted, or whose schedule did (a purge). */
    userId: uuid().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    action: text().notNull(),
    candidateId: uuid(),
    sessionId: uuid(),
    details: jsonb().$type<AuditDetails>().notNull().default({}),
  },
  (t) => [
    index().on(t.userId, t.candidateId, t.at),
    index().on(t.userId, t.sessionId, t.at),
    index().on(t.at),
  ],
);

/**
 * An erasure under way: written before anything is deleted, finished after the last step. A
 * crash leaves it unfinished; the next start or purge run takes it up again.
 */
export const erasureJobs = pgTable(
  'erasure_jobs',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** candidate or session */
    subject: text().notNull(),
    subjectId: uuid().notNull(),
    /** The candidate the audit entry names (a session's, when a session is erased). */
    candidateId: uuid(),
    /** The audit action written when it finishes (an erasure, or a purge of a whole interview). */
    action: text().notNull(),
    /** The sessions erased with it, fixed when the job is written. */
    sessionIds: jsonb().$type<string[]>().notNull().default([]),
    /** How many recordings those sessions held when it was written. */
    recordings: integer().notNull().default(0),
    /** The instance working on it, and until when it may (another takes over after). */
    heldBy: text(),
    heldUntil: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    createdAt: createdAt(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.finishedAt)],
);

/** One row per purge slot: the instance that inserts it runs that slot's purge, no other. */
export const purgeRuns = pgTable('purge_runs', {
  slot: timestamp({ withTimezone: true }).primaryKey(),
  instanceId: text().notNull(),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp({ withTimezone: true }),
});

/** What the purge already removed of a session that stays (so it is said, and not tried again). */
export const sessionPurges = pgTable('session_purges', {
  sessionId: uuid()
    .primaryKey()
    .references(() => interviewSessions.id, { onDelete: 'cascade' }),
  recordingsAt: timestamp({ withTimezone: true }),
  transcriptAt: timestamp({ withTimezone: true }),
});

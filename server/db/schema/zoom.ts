import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { interviewSessions } from './interviews.ts';
import { users } from './users.ts';

export type StoredRtmsParticipant = {
  userId: string;
  userName: string;
  speaker: 'interviewer' | 'candidate';
  mapped: boolean;
};

const live = sql`state <> 'stopped'`;

/**
 * A session's Zoom real-time media streams, newest last. The instance holding the connection
 * writes its state and renews `seen_at`; any instance answers status from here. A row not renewed
 * for a minute belongs to an instance that went away and counts as stopped.
 * `waiting`: the session claimed the meeting before Zoom announced its stream (no stream id yet).
 */
export const rtmsStreams = pgTable(
  'rtms_streams',
  {
    id: id(),
    sessionId: uuid()
      .notNull()
      .references(() => interviewSessions.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    meetingUuid: text().notNull(),
    streamId: text(),
    /** waiting, connecting, streaming, reconnecting or stopped (contracts/rtms.ts). */
    state: text().notNull(),
    /** The server instance holding the connection; null while waiting. */
    instance: text(),
    participants: jsonb().$type<StoredRtmsParticipant[]>().notNull().default([]),
    stopReason: text(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    stoppedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One stream at a time per session, and one connection per Zoom stream (a second kicks the first).
    uniqueIndex('rtms_streams_live_session').on(t.sessionId).where(live),
    uniqueIndex('rtms_streams_live_stream').on(t.streamId).where(live),
    index().on(t.sessionId, t.startedAt),
    index().on(t.meetingUuid, t.startedAt),
    index().on(t.userId, t.state),
  ],
);

/**
 * `meeting.rtms_started` webhooks that no session claimed, kept an hour for a user to connect
 * (`POST /api/rtms/connect-webhook`). `server_urls` is never shown; only Zoom's signed webhook sets it.
 */
export const rtmsPendingWebhooks = pgTable(
  'rtms_pending_webhooks',
  {
    streamId: text().primaryKey(),
    meetingUuid: text().notNull(),
    meetingId: text(),
    serverUrls: text().notNull(),
    eventAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.meetingUuid), index().on(t.expiresAt)],
);

/**
 * Zoom webhooks already taken, by their identity (event, timestamp, stream), whichever instance
 * took them: Zoom retries a slow answer and may deliver to another instance; kept past the
 * five-minute replay window, then purged.
 */
export const zoomWebhookReceipts = pgTable(
  'zoom_webhook_receipts',
  {
    key: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);

/**
 * Sign-ins of the Zoom App through the system browser, where Google's sign-in works (Zoom's
 * embedded browser is refused by Google): the app asks for a link, the user signs in in the browser
 * and confirms the code, and the app, which alone holds the poll token, exchanges it once, within
 * minutes, for a sign-in of its own. Only SHA-256 digests of the code and the poll token are stored.
 */
export const zoomAppLinks = pgTable(
  'zoom_app_links',
  {
    id: id(),
    codeHash: text().notNull(),
    pollHash: text().notNull(),
    /** Who confirmed the code in the browser, and how that browser signed in. */
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    authType: text({ enum: ['local', 'google'] }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.codeHash), uniqueIndex().on(t.pollHash), index().on(t.expiresAt)],
);

import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { applications, candidates } from './pipeline.ts';
import { agendaTemplates, interviewTemplates, scorecardTemplates } from './setup.ts';
import { users } from './users.ts';

export type AudioSourceMappings = { mic: 'interviewer' | 'candidate'; speaker: 'interviewer' | 'candidate' };
export type ParticipantMappings = Record<string, 'INTERVIEWER' | 'CANDIDATE'>;
/** Where a quote was said: the transcript chunk and its moment. */
export type StoredTranscriptRef = { chunkId: string; seq: number; timestamp: string };
/** A drafted line of a scorecard section and the verbatim quote behind it. */
export type StoredSectionEvidence = StoredTranscriptRef & {
  line: string;
  quote: string;
  strength: 'strong' | 'moderate' | 'weak';
};
export type DecisionDraftDetails = {
  recommendation: string;
  evidence: {
    source: string;
    excerpt: string;
    context: string | null;
    signal: string;
    at?: StoredTranscriptRef | null;
  }[];
  /** Per scorecard criterion: its evidence, the evidence's strength and a rating. */
  criteria?: unknown[];
  coverage?: { assessed: number; total: number };
  model: string;
  notice: string | null;
};

export const interviewSessions = pgTable(
  'interview_sessions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text(),
    candidateId: uuid().references(() => candidates.id, { onDelete: 'set null' }),
    applicationId: uuid().references(() => applications.id, { onDelete: 'set null' }),
    interviewTemplateId: uuid().references(() => interviewTemplates.id, { onDelete: 'set null' }),
    status: text().notNull().default('active'),
    startTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endTime: timestamp({ withTimezone: true }),
    videoProvider: text(),
    meetingUrl: text(),
    meetingId: text(),
    zoomMeetingId: text(),
    zoomMeetingUuid: text(),
    providerData: jsonb().$type<Record<string, unknown>>(),
    progressPercentage: integer().notNull().default(0),
    participantMappings: jsonb().$type<ParticipantMappings>().notNull().default({}),
    audioSourceMappings: jsonb()
      .$type<AudioSourceMappings>()
      .notNull()
      .default({ mic: 'interviewer', speaker: 'candidate' }),
    aiModel: text().notNull().default('offline'),
    /** The job's title and description as the session was set up with them (Quick Create's input, the request). */
    jobTitle: text(),
    jobDescription: text(),
    scorecardId: uuid().references(() => scorecardTemplates.id, { onDelete: 'set null' }),
    agendaId: uuid().references(() => agendaTemplates.id, { onDelete: 'set null' }),
    /** The decision a person saved; what is shown. */
    decision: text(),
    decisionSavedAt: timestamp({ withTimezone: true }),
    /** Who wrote the saved decision: `person`, `ai` (the draft saved unchanged) or `ai_edited`. */
    decisionAuthor: text(),
    /** The assistant's last draft, kept beside the saved text. */
    decisionDraft: text(),
    /** The draft's recommendation, quoted evidence and model. */
    decisionDraftDetails: jsonb().$type<DecisionDraftDetails>(),
    decisionDraftAt: timestamp({ withTimezone: true }),
    /** Last live-event sequence number handed out for this session (DESIGN.md §4). */
    lastSeq: integer().notNull().default(0),
    /** Who confirmed that the candidate was told about the recording (a user's name), and when. */
    recordingConsentBy: text(),
    recordingConsentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId, t.startTime),
    index().on(t.candidateId),
    index().on(t.applicationId),
    index().on(t.meetingId),
    index().on(t.zoomMeetingId),
  ],
);

const session = () =>
  uuid()
    .notNull()
    .references(() => interviewSessions.id, { onDelete: 'cascade' });

export const agendaItems = pgTable(
  'agenda_items',
  {
    id: id(),
    sessionId: session(),
    itemId: text().notNull(),
    parentItemId: text(),
    title: text().notNull(),
    description: text(),
    duration: integer().notNull().default(15),
    status: text().notNull().default('pending'),
    itemOrder: integer().notNull().default(0),
    /** When the item was started and completed (the coverage clock's time spent per item). */
    startedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.sessionId, t.itemOrder), unique().on(t.sessionId, t.itemId)],
);

export const scorecardItems = pgTable(
  'scorecard_items',
  {
    id: id(),
    sessionId: session(),
    itemId: text().notNull(),
    parentItemId: text(),
    title: text().notNull(),
    content: text().notNull().default(''),
    /** What to look for (a generated scorecard's guidance); the section's starting text. */
    guidance: text().notNull().default(''),
    /** The drafted lines' quotes and where each was said; replaced with every draft. */
    evidence: jsonb().$type<StoredSectionEvidence[]>().notNull().default([]),
    itemOrder: integer().notNull().default(0),
    lastUpdated: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A person wrote this section's content; the assistant never overwrites it. */
    editedByUser: boolean().notNull().default(false),
  },
  (t) => [index().on(t.sessionId, t.itemOrder), unique().on(t.sessionId, t.itemId)],
);

/**
 * What was said. `seq` is assigned per session under a row lock on the session, in the same
 * transaction as the insert; `clientChunkId` makes a retried chunk a no-op.
 */
export const conversationChunks = pgTable(
  'conversation_chunks',
  {
    id: id(),
    sessionId: session(),
    seq: integer().notNull(),
    clientChunkId: text().notNull(),
    sentenceId: text(),
    text: text().notNull(),
    speaker: text().notNull().default('candidate'),
    speakerName: text(),
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processed: boolean().notNull().default(false),
    audioUrl: text(),
    processingAttempts: integer().notNull().default(0),
    /** How long the line was spoken (its place in the recording); null for typed lines and text-only transcripts. */
    durationMs: integer(),
  },
  (t) => [unique().on(t.sessionId, t.seq), unique().on(t.sessionId, t.clientChunkId)],
);

export const aiSuggestions = pgTable(
  'ai_suggestions',
  {
    id: id(),
    sessionId: session(),
    type: text().notNull(),
    content: text().notNull(),
    priority: integer().notNull().default(1),
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
    status: text().notNull().default('suggested'),
    statusChangedAt: timestamp({ withTimezone: true }),
    dismissalReason: text(),
    agendaItemId: text(),
    tags: jsonb().$type<string[]>(),
    confidence: real(),
    /** The interviewer chunk a guard warning flags (its answer does not count as evidence). */
    chunkId: uuid().references(() => conversationChunks.id, { onDelete: 'cascade' }),
  },
  (t) => [index().on(t.sessionId, t.timestamp)],
);

/**
 * The session's live-event log (docs/decisions/012-live-channel.md): every persisted live event,
 * with the next `interview_sessions.last_seq` taken in the transaction of the domain write.
 * A reconnecting client replays `seq > lastSeq` from here.
 */
export const sessionEvents = pgTable(
  'session_events',
  {
    id: id(),
    sessionId: session(),
    seq: integer().notNull(),
    type: text().notNull(),
    payload: jsonb().$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.sessionId, t.seq)],
);

/** Notes taken during a session (the spec's "feedback" table). */
export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    sessionId: session(),
    content: text().notNull(),
    priority: integer().notNull().default(1),
    timestamp: timestamp({ withTimezone: true }).notNull().defaultNow(),
    dismissed: boolean().notNull().default(false),
    dismissedAt: timestamp({ withTimezone: true }),
    tags: jsonb().$type<string[]>(),
  },
  (t) => [index().on(t.sessionId, t.timestamp)],
);

export const audioExports = pgTable(
  'audio_exports',
  {
    id: id(),
    sessionId: session(),
    participantId: text().notNull(),
    /** interviewer, candidate or mixed (both sides in one file). */
    speaker: text().notNull().default('mixed'),
    fileName: text().notNull(),
    mimeType: text().notNull().default('audio/wav'),
    /** Object-store key; clients get a signed URL, never this path. */
    filePath: text().notNull(),
    fileSize: integer(),
    duration: real(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.sessionId)],
);

export const zoomTokens = pgTable('zoom_tokens', {
  id: id(),
  userId: uuid()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  accessToken: text().notNull(),
  refreshToken: text(),
  expiresAt: timestamp({ withTimezone: true }),
  scope: text(),
  tokenType: text().notNull().default('Bearer'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Which server instance runs the live assistant for a session, until when (several instances on
 * one PostgreSQL; docs/decisions/017-assistant-election.md). Renewed by every pass.
 */
export const assistantLeases = pgTable('assistant_leases', {
  sessionId: uuid()
    .primaryKey()
    .references(() => interviewSessions.id, { onDelete: 'cascade' }),
  instanceId: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/** The questions the candidate asked, one sentence each, caught from their transcript lines. */
export const candidateQuestions = pgTable(
  'candidate_questions',
  {
    id: id(),
    sessionId: session(),
    chunkId: uuid()
      .notNull()
      .references(() => conversationChunks.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    /** The sentence's place in its line. */
    position: integer().notNull(),
    text: text().notNull(),
    timestamp: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.sessionId, t.seq), unique().on(t.chunkId, t.position)],
);

/**
 * Each recording consent an interviewer confirmed: the notice's exact words as shown to them (and
 * announced to the candidate), who confirmed and when. Kept for every confirmation, so each
 * participant's recording lists the notices it was made under (decision 046).
 */
export const recordingConsents = pgTable(
  'recording_consents',
  {
    id: id(),
    sessionId: session(),
    /** Null only for a consent confirmed before notices were stored with it. */
    notice: text(),
    confirmedBy: text().notNull(),
    confirmedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.sessionId, t.confirmedAt)],
);

/**
 * A stretch of a live recording the interviewer erased while capture went on: its audio was
 * overwritten in the stored pieces of the tracks (and is silent in their export), its transcript
 * lines deleted; a line arriving later from inside it is refused (decisions 046, 044).
 */
export const recordingCuts = pgTable(
  'recording_cuts',
  {
    id: id(),
    sessionId: session(),
    fromAt: timestamp({ withTimezone: true }).notNull(),
    toAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.sessionId, t.toAt)],
);

/** The one coverage nudge of a session: the row is the "at most once", whichever instance sends it. */
export const coverageNudges = pgTable('coverage_nudges', {
  sessionId: uuid()
    .primaryKey()
    .references(() => interviewSessions.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** A closed session's debrief: the assistant's draft beside what the interviewer wrote. */
export const sessionDebriefs = pgTable('session_debriefs', {
  sessionId: uuid()
    .primaryKey()
    .references(() => interviewSessions.id, { onDelete: 'cascade' }),
  draft: jsonb().$type<unknown>(),
  draftAt: timestamp({ withTimezone: true }),
  content: text(),
  editedAt: timestamp({ withTimezone: true }),
});

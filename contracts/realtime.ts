import { z } from 'zod';
import { SuggestionType } from './assistant.ts';
import { DATE_RANGE_MESSAGE, Id, NAME_MAX, withinDateRange } from './common.ts';
import { CandidateQuestionDto } from './coverage.ts';
import { EvaluationSection } from './evaluation.ts';
import { AgendaItemDto, SessionStatus, Speaker } from './sessions.ts';

const iso = z.iso.datetime();
const optionalString = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/** Longest transcript chunk (one utterance or typed message). */
export const CHUNK_TEXT_MAX = 10_000;

// ---- The streamed items of the live dashboard (also read over REST) ----

/** POST /api/sessions/{id}/text; `clientChunkId` makes a retried send a no-op. */
export const TextChunkInput = z.object({
  text: z.string().trim().min(1, 'Message text is empty').max(CHUNK_TEXT_MAX),
  speaker: Speaker,
  speakerName: optionalString(NAME_MAX),
  clientChunkId: z.string().trim().min(1).max(100).optional(),
  /** Milliseconds of speech (5000 for typed text); kept for the transcript's timing only. */
  duration: z.number().min(0).max(3_600_000).optional(),
  confidence: z.number().min(0).max(1).optional(),
  timestamp: z.iso.datetime({ offset: true }).refine(withinDateRange, DATE_RANGE_MESSAGE).optional(),
});
export type TextChunkInput = z.input<typeof TextChunkInput>;

export const ConversationChunkDto = z.object({
  id: Id,
  seq: z.number().int(),
  clientChunkId: z.string(),
  speaker: z.enum(['interviewer', 'candidate']),
  speakerName: z.string().nullable(),
  text: z.string(),
  timestamp: iso,
  /** How long the line was spoken, from its place in the recording; null for typed lines (older events leave it out). */
  durationMs: z.number().int().nullish(),
});
export type ConversationChunkDto = z.infer<typeof ConversationChunkDto>;

export const NoteDto = z.object({ id: Id, content: z.string(), timestamp: iso, tags: z.array(z.string()) });
export type NoteDto = z.infer<typeof NoteDto>;

export const SuggestionStatus = z.enum(['suggested', 'pinned', 'dismissed', 'stale', 'used']);
export type SuggestionStatus = z.infer<typeof SuggestionStatus>;
export const DismissalReason = z.enum(['auto_transition', 'auto_match', 'manual_dismiss', 'stale']);
export type DismissalReason = z.infer<typeof DismissalReason>;

export const SuggestionDto = z.object({
  id: Id,
  content: z.string(),
  type: SuggestionType,
  status: SuggestionStatus,
  dismissalReason: DismissalReason.nullable(),
  agendaItemId: z.string().nullable(),
  /** What the card is about (`compliance` and its category for a guard warning, contracts/compliance.ts). */
  tags: z.array(z.string()),
  timestamp: iso,
});
export type SuggestionDto = z.infer<typeof SuggestionDto>;

export const SuggestionStatusInput = z.object({
  status: z.enum(['dismissed', 'pinned', 'suggested', 'used']),
  reason: DismissalReason.optional(),
});
export const SuggestionDeleteQuery = z.object({ reason: DismissalReason.default('manual_dismiss') });

/** Seqs are PostgreSQL integers. */
const SEQ_MAX = 2_147_483_647;

/**
 * The live channel `GET /ws?sessionId={id}&lastSeq={n}` (spec 000 §7 "Live channels",
 * docs/decisions/012-live-channel.md). Every message is `{ type, seq?, data }`.
 *
 * Persisted events carry `seq`, consecutive per session from 1. On connect the server sends every
 * event with `seq > lastSeq` from the database, then live ones, in seq order with no gaps; a
 * client keeps the highest seq it has applied and reconnects with it. Messages without `seq`
 * (errors, acks, partial transcriptions) are ephemeral and never replayed.
 */
export const LiveQuery = z.object({
  sessionId: z.uuid({ error: 'sessionId must be a session id' }),
  lastSeq: z.coerce.number().int().min(0).max(SEQ_MAX).default(0),
});
export type LiveQuery = z.infer<typeof LiveQuery>;

/** Largest frame the server accepts; bigger ones close the socket with 1009. */
export const LIVE_MAX_PAYLOAD = 64 * 1024;

export const LIVE_CLOSE = {
  normal: 1000,
  /** Signed out, or a policy breach (flooding). */
  policy: 1008,
  tooBig: 1009,
  /** The server is restarting; reconnect. */
  restart: 1012,
  /** The session's events could not be read (the database is away); reconnect a little later. */
  tryAgain: 1013,
  /** The client did not read fast enough; reconnect with `lastSeq` (nothing is lost). */
  slowConsumer: 4008,
} as const;

const seq = z.number().int().min(1);
const persisted = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({ type: z.literal(type), seq, data });

export const NewChunkMessage = persisted('new_chunk', ConversationChunkDto);
export const AgendaUpdateMessage = persisted(
  'agenda_update',
  z.object({ progressPercentage: z.number().int(), items: z.array(AgendaItemDto) }),
);
export const NewNoteMessage = persisted('new_note', NoteDto);
/** New suggestions; merge by id. */
export const NewSuggestionMessage = persisted(
  'new_suggestion',
  z.object({ suggestions: z.array(SuggestionDto) }),
);
/** Suggestions whose status changed (pinned, used, stale, dismissed…); merge by id. */
export const SuggestionUpdateMessage = persisted(
  'suggestion_update',
  z.object({ suggestions: z.array(SuggestionDto) }),
);
/** The whole evaluation tree after a change, with the ids of the sections that changed. */
export const EvaluationUpdatedMessage = persisted(
  'evaluation_updated',
  z.object({ sections: z.array(EvaluationSection), changedSectionIds: z.array(z.string()) }),
);
/** The session's status changed (closing sends `completed`, then the socket closes with 1000). */
export const SessionUpdateMessage = persisted(
  'session_update',
  z.object({ status: SessionStatus, endTime: z.iso.datetime().nullable() }),
);

/** Questions the candidate asked, caught from a line just stored; merge by id. */
export const CandidateQuestionsMessage = persisted(
  'candidate_questions',
  z.object({ questions: z.array(CandidateQuestionDto) }),
);

/**
 * The interviewer erased the last minutes of the live recording: the transcript lines of that
 * stretch are gone (drop them by id), with the questions caught from them.
 */
export const RecordingErasedMessage = persisted(
  'recording_erased',
  z.object({ from: z.iso.datetime(), to: z.iso.datetime(), chunkIds: z.array(z.string()) }),
);

export const PersistedMessage = z.discriminatedUnion('type', [
  NewChunkMessage,
  AgendaUpdateMessage,
  NewNoteMessage,
  NewSuggestionMessage,
  SuggestionUpdateMessage,
  EvaluationUpdatedMessage,
  SessionUpdateMessage,
  CandidateQuestionsMessage,
  RecordingErasedMessage,
]);
export type PersistedMessage = z.infer<typeof PersistedMessage>;
export type PersistedType = PersistedMessage['type'];
/** A persisted event before it has its seq (what services record). */
export type LiveEventInput = { [M in PersistedMessage as M['type']]: Omit<M, 'seq'> }[PersistedType];

/** Ephemeral messages; the audio ones are sent by the speech and capture sources of later issues. */
export const ErrorMessage = z.object({
  type: z.literal('error'),
  data: z.object({ error: z.string(), code: z.string().optional(), clientChunkId: z.string().optional() }),
});
export const AckMessage = z.object({
  type: z.literal('ack'),
  clientChunkId: z.string(),
  seq,
  data: z.object({ chunkId: z.uuid(), duplicate: z.boolean() }),
});
export const AudioProcessedMessage = z.object({
  type: z.literal('audio_processed'),
  data: z.object({ bytes: z.number().int() }).loose(),
});
/** A spoken turn became a chunk (its `new_chunk` carries the text); ends the stream's partial line. */
export const TranscriptionReceivedMessage = z.object({
  type: z.literal('transcription_received'),
  data: z
    .object({
      speakerName: z.string().nullable(),
      speaker: z.enum(['interviewer', 'candidate']),
      streamId: z.string(),
      chunkId: z.uuid(),
    })
    .loose(),
});
/** What is being said right now on one audio stream; replaced by the next, never stored. */
export const PartialTranscriptionMessage = z.object({
  type: z.literal('partial_transcription'),
  data: z.object({
    speakerName: z.string().nullable(),
    text: z.string(),
    speaker: z.enum(['interviewer', 'candidate']),
    streamId: z.string(),
  }),
});

/**
 * How far behind the server's transcription is (seconds of speech not transcribed yet) and, while
 * the provider is in trouble, what it said; every screen of the session shows it calmly.
 */
export const TranscriptionStatusMessage = z.object({
  type: z.literal('transcription_status'),
  data: z.object({ behindSeconds: z.number().int().min(0), trouble: z.string().nullable() }),
});

export const ServerMessage = z.discriminatedUnion('type', [
  ...PersistedMessage.options,
  ErrorMessage,
  AckMessage,
  AudioProcessedMessage,
  TranscriptionReceivedMessage,
  PartialTranscriptionMessage,
  TranscriptionStatusMessage,
]);
export type ServerMessage = z.infer<typeof ServerMessage>;
export type EphemeralMessage = Exclude<ServerMessage, PersistedMessage>;

/** A transcript chunk sent over the socket; acknowledged with `ack` once committed. */
export const ClientChunkMessage = z.object({
  type: z.literal('chunk'),
  clientChunkId: z.string().trim().min(1).max(100),
  text: z.string().trim().min(1, 'Message text is empty').max(CHUNK_TEXT_MAX),
  speaker: Speaker,
  speakerName: z.string().trim().max(200).optional(),
  timestamp: z.iso.datetime({ offset: true }).refine(withinDateRange, DATE_RANGE_MESSAGE).optional(),
  /** How long the line was spoken, when the browser's recognizer measured it (talk balance). */
  durationMs: z.number().int().min(1).max(3_600_000).optional(),
});
export type ClientChunkMessage = z.infer<typeof ClientChunkMessage>;

/**
 * What the browser's own recognizer hears while someone speaks (the keyless microphone path);
 * sent on to every screen of the session as `partial_transcription`, never stored.
 */
export const ClientPartialMessage = z.object({
  type: z.literal('partial'),
  streamId: z.string().trim().min(1).max(100),
  text: z.string().max(CHUNK_TEXT_MAX),
  speaker: Speaker,
});
export type ClientPartialMessage = z.infer<typeof ClientPartialMessage>;

export const ClientMessage = z.discriminatedUnion('type', [ClientChunkMessage, ClientPartialMessage]);
export type ClientMessage = z.infer<typeof ClientMessage>;

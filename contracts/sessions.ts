import { z } from 'zod';
import { Id, NAME_MAX, TEXT_MAX, URL_MAX } from './common.ts';

/** A job description as long as Quick Create accepts one. */
export const JOB_DESCRIPTION_MAX = 20_000;

/** Spec 000 §4. New sessions are `active`; closing sets `completed`. */
export const SessionStatus = z.enum(['active', 'completed', 'closed']);
export type SessionStatus = z.infer<typeof SessionStatus>;

export const AgendaItemStatus = z.enum(['pending', 'in-progress', 'completed'], {
  error: 'Status must be pending, in-progress or completed',
});
export type AgendaItemStatus = z.infer<typeof AgendaItemStatus>;

export const Speaker = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(['interviewer', 'candidate'], { error: 'Speaker must be interviewer or candidate' }),
);
export type Speaker = z.infer<typeof Speaker>;

export const ParticipantRole = z.enum(['INTERVIEWER', 'CANDIDATE'], {
  error: 'Role must be INTERVIEWER or CANDIDATE',
});
export const AudioRole = z.enum(['interviewer', 'candidate']);
export const AudioSourceMappings = z.object({ mic: AudioRole, speaker: AudioRole });
export type AudioSourceMappings = z.infer<typeof AudioSourceMappings>;

export const PARTICIPANTS_MAX = 50;
export const AI_MODEL_MAX = 100;
/** The Google Meet code the session is linked by (`abc-defg-hij`), or a Zoom meeting number. */
export const MEETING_ID_MAX = 200;

/** Names trimmed, empty names dropped, later duplicates ignored (spec 000 §5). */
export const ParticipantMappings = z
  .record(z.string().max(NAME_MAX), ParticipantRole)
  .refine((m) => Object.keys(m).length <= PARTICIPANTS_MAX, `At most ${PARTICIPANTS_MAX} participants`)
  .transform((mappings) => {
    const clean: Record<string, z.infer<typeof ParticipantRole>> = {};
    for (const [name, role] of Object.entries(mappings)) {
      const key = name.trim();
      if (key && !(key in clean)) clean[key] = role;
    }
    return clean;
  });
export type ParticipantMappings = z.output<typeof ParticipantMappings>;

// ---- Meeting links (spec 000 §5) ----

export const MEETING_URL_MESSAGE = 'Please enter a valid Zoom or Google Meet URL';
const ZOOM_URL = /^https:\/\/(?:[a-z0-9-]+\.)*zoom\.us\/j\/(\d+)(?:[/?#]\S*)?$/i;
const MEET_URL = /^https:\/\/meet\.google\.com\/([a-z]{3}-[a-z]{4}-[a-z]{3})(?:[/?#]\S*)?$/;
export const VideoProvider = z.enum(['zoom', 'google_meet']);
export type VideoProvider = z.infer<typeof VideoProvider>;
export type DetectedMeeting = { provider: VideoProvider | null; meetingId: string | null };

/** Which provider a meeting link belongs to, and its meeting number or code; pure parsing. */
export function detectMeeting(url: string): DetectedMeeting {
  const trimmed = url.trim();
  const zoom = ZOOM_URL.exec(trimmed);
  if (zoom?.[1]) return { provider: 'zoom', meetingId: zoom[1] };
  const meet = MEET_URL.exec(trimmed);
  if (meet?.[1]) return { provider: 'google_meet', meetingId: meet[1] };
  return { provider: null, meetingId: null };
}

export const DetectMeetingInput = z.object({ meetingUrl: z.string().max(URL_MAX) });
export const DetectedMeetingDto = z.object({
  provider: VideoProvider.nullable(),
  meetingId: z.string().nullable(),
});

// ---- Automatic question matching (spec 000 §5) ----

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

const keywordsOf = (text: string) => words(text).filter((w) => w.length > 3);

/**
 * The spec's keyword rule (§5, §9), the one implementation of it: more than half of `text`'s
 * keywords (words longer than 3 characters) loosely match one of `other`'s (one contains the
 * other). Short words of `other` are left out, or "a" would match every keyword containing an a.
 */
export function keywordsCovered(text: string, other: string): boolean {
  const keywords = keywordsOf(text);
  if (keywords.length === 0) return false;
  const said = keywordsOf(other);
  const hits = keywords.filter((k) => said.some((w) => w.includes(k) || k.includes(w))).length;
  return hits / keywords.length > 0.5;
}

/** Whether an interviewer message asks a suggested question: the keyword rule, question first. */
export const questionAsked = (question: string, message: string): boolean =>
  keywordsCovered(question, message);

// ---- Agenda tree ----

export type AgendaItemDto = {
  id: string;
  title: string;
  description: string | null;
  /** Minutes. */
  duration: number;
  status: AgendaItemStatus;
  /** When the item was started and completed (null before); older replies leave them out. */
  startedAt?: string | null | undefined;
  completedAt?: string | null | undefined;
  children: AgendaItemDto[];
};
export const AgendaItemDto: z.ZodType<AgendaItemDto> = z.lazy(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    duration: z.number().int(),
    status: AgendaItemStatus,
    startedAt: z.iso.datetime().nullish(),
    completedAt: z.iso.datetime().nullish(),
    children: z.array(AgendaItemDto),
  }),
);

// ---- Sessions ----

const iso = z.iso.datetime();

/** Spec 000 §3 "Session as listed", plus the links the candidate scorecards need. */
export const SessionListItem = z.object({
  id: Id,
  candidateId: Id.nullable(),
  applicationId: Id.nullable(),
  candidateName: z.string(),
  position: z.string(),
  status: SessionStatus,
  startTime: iso,
  endTime: iso.nullable(),
  progressPercentage: z.number().int(),
});
export type SessionListItem = z.infer<typeof SessionListItem>;

export const SessionDetail = SessionListItem.extend({
  interviewTemplateId: Id.nullable(),
  scorecardId: Id.nullable(),
  agendaId: Id.nullable(),
  meetingUrl: z.string().nullable(),
  videoProvider: VideoProvider.nullable(),
  meetingId: z.string().nullable(),
  zoomMeetingId: z.string().nullable(),
  audioSourceMappings: AudioSourceMappings,
  aiModel: z.string(),
  participantMappings: z.record(z.string(), ParticipantRole),
  agenda: z.array(AgendaItemDto),
  /** The last live-event seq: open `/ws?sessionId=…&lastSeq=` with it after loading. */
  lastSeq: z.number().int(),
  /** Who confirmed that the candidate was told about the recording, and when; audio needs it. */
  recordingConsent: z.object({ confirmedBy: z.string(), confirmedAt: iso }).nullable(),
});
export type SessionDetail = z.infer<typeof SessionDetail>;

const optionalString = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);
const optionalId = Id.nullish().transform((v) => v ?? null);
/** For updates: absent stays undefined (unchanged); empty or null clears. */
const clearableString = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

/** One agenda item of the create payload; `subtasks` become its children. */
export type AgendaItemInput = {
  id?: string | undefined;
  title: string;
  description?: string | null | undefined;
  status?: AgendaItemStatus | undefined;
  estimatedDuration?: number | undefined;
  subtasks?: AgendaItemInput[] | undefined;
};
export const AgendaItemInput: z.ZodType<AgendaItemInput> = z.lazy(() =>
  z.object({
    id: z.string().trim().max(100).optional(),
    title: z.string().trim().min(1, 'Agenda items need a title').max(NAME_MAX),
    description: z.string().max(TEXT_MAX).nullish(),
    status: AgendaItemStatus.optional(),
    estimatedDuration: z.number().int().min(1).max(600).optional(),
    subtasks: z.array(AgendaItemInput).max(50).optional(),
  }),
);

export const CANDIDATE_REQUIRED_MESSAGE = 'Please select a candidate or create a new one';

/** Spec 000 §3 create payload; template, scorecard and agenda are copied into the session. */
export const CreateSessionInput = z.object({
  candidateId: z.uuid({ error: CANDIDATE_REQUIRED_MESSAGE }),
  applicationId: optionalId,
  agenda: z.array(AgendaItemInput).max(100).optional(),
  meetingUrl: optionalString(URL_MAX).refine((v) => v === null || detectMeeting(v).provider !== null, {
    message: MEETING_URL_MESSAGE,
  }),
  videoProvider: VideoProvider.nullish(),
  meetingId: optionalString(MEETING_ID_MAX),
  zoomMeetingId: optionalString(MEETING_ID_MAX),
  participantMappings: ParticipantMappings.optional(),
  interviewTemplateId: optionalId,
  scorecardId: optionalId,
  agendaId: optionalId,
  /** Scorecard text (a section per line, `- criterion` lines under it) used instead of a saved one. */
  customScorecard: optionalString(TEXT_MAX),
  /** Agenda text (JSON array or one item per line) used instead of a saved one. */
  customAgenda: optionalString(TEXT_MAX),
  aiModel: optionalString(AI_MODEL_MAX),
  /** The job interviewed for, when no job opening carries it: what the assistant works from. */
  jobTitle: optionalString(NAME_MAX),
  jobDescription: optionalString(JOB_DESCRIPTION_MAX),
});
export type CreateSessionInput = z.input<typeof CreateSessionInput>;

/** PATCH /api/sessions/{id}: one or more of these. */
export const UpdateSessionInput = z
  .object({
    status: z.literal('completed').optional(),
    meetingId: clearableString(MEETING_ID_MAX),
    audioSourceMappings: AudioSourceMappings.optional(),
    aiModel: z.string().trim().min(1, 'Choose a model').max(AI_MODEL_MAX).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update');
export type UpdateSessionInput = z.input<typeof UpdateSessionInput>;

export const AgendaItemParams = z.object({ id: Id, itemId: z.string().min(1).max(100) });
export const AgendaItemStatusInput = z.object({ status: AgendaItemStatus });
export const ZoomMeetingInput = z.object({ zoomMeetingId: optionalString(MEETING_ID_MAX) });
export const ParticipantMappingsInput = z.object({ participantMappings: ParticipantMappings });
export const ProcessingStatus = z.object({ status: z.enum(['processing', 'completed', 'closed']) });
export const MeetingParams = z.object({ meetingCodeOrId: z.string().trim().min(1).max(MEETING_ID_MAX) });

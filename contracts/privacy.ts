import { z } from 'zod';

/**
 * Privacy (docs/decisions/038-privacy.md): how long an account keeps its interviews' data, the
 * audit trail of who did what with it, a candidate's export and erasure.
 */
const iso = z.iso.datetime();

export const RETENTION_DAYS_MAX = 36_500;
export const AUDIT_DAYS_MIN = 30;
export const RETENTION_DAYS_MESSAGE = `Choose a number of days between 1 and ${RETENTION_DAYS_MAX}, or keep until deleted`;
export const AUDIT_DAYS_MESSAGE = `Keep the audit trail between ${AUDIT_DAYS_MIN} and ${RETENTION_DAYS_MAX} days`;

/** Days after an interview ended; null keeps the data until someone deletes it. */
const Period = z
  .number({ error: RETENTION_DAYS_MESSAGE })
  .int(RETENTION_DAYS_MESSAGE)
  .min(1, RETENTION_DAYS_MESSAGE)
  .max(RETENTION_DAYS_MAX, RETENTION_DAYS_MESSAGE)
  .nullable();

/** GET and PUT /api/privacy/retention. */
export const RetentionSettings = z.object({
  /** The interview's recorded audio (WAV files). */
  recordingsDays: Period,
  /** Its transcript, notes, suggestions and the quotes drafted from them. */
  transcriptsDays: Period,
  /** The whole closed interview: the session and everything in it. */
  interviewsDays: Period,
  /** The audit trail's own period. */
  auditDays: z
    .number({ error: AUDIT_DAYS_MESSAGE })
    .int(AUDIT_DAYS_MESSAGE)
    .min(AUDIT_DAYS_MIN, AUDIT_DAYS_MESSAGE)
    .max(RETENTION_DAYS_MAX, AUDIT_DAYS_MESSAGE),
});
export type RetentionSettings = z.infer<typeof RetentionSettings>;

export const DEFAULT_RETENTION: RetentionSettings = {
  recordingsDays: null,
  transcriptsDays: null,
  interviewsDays: null,
  auditDays: 730,
};

/**
 * One confirmed recording consent, kept with the notice's exact words as shown to the interviewer
 * (null: confirmed before notices were stored with the consent).
 */
export const RecordingConsent = z.object({
  notice: z.string().nullable(),
  confirmedBy: z.string(),
  confirmedAt: iso,
});
export type RecordingConsent = z.infer<typeof RecordingConsent>;

/** GET /api/sessions/{id}/retention: when the purge removes what (null: kept until deleted). */
export const SessionRetention = z.object({
  recordingsDeleteAt: iso.nullable(),
  transcriptDeleteAt: iso.nullable(),
  interviewDeleteAt: iso.nullable(),
  /** Already removed by the purge. */
  recordingsDeletedAt: iso.nullable(),
  transcriptDeletedAt: iso.nullable(),
  /** The latest recording consent: who confirmed that the candidate was told, when, and the notice's words. */
  consent: RecordingConsent.nullable(),
  /** Every confirmation, oldest first (confirming again renews the consent). */
  consents: z.array(RecordingConsent),
});
export type SessionRetention = z.infer<typeof SessionRetention>;

export const AuditAction = z.enum([
  'recording_played',
  'recording_downloaded',
  'transcript_exported',
  'candidate_exported',
  'decision_generated',
  'decision_saved',
  'consent_confirmed',
  'candidate_erased',
  'session_erased',
  'recordings_purged',
  'transcript_purged',
  'interview_purged',
  'audit_purged',
  'recording_cut',
]);
export type AuditAction = z.infer<typeof AuditAction>;

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  recording_played: 'Recording played',
  recording_downloaded: 'Recording downloaded',
  transcript_exported: 'Transcript exported',
  candidate_exported: 'Candidate data exported',
  decision_generated: 'AI decision generated',
  decision_saved: 'Decision saved',
  consent_confirmed: 'Recording consent confirmed',
  candidate_erased: 'Candidate erased',
  session_erased: 'Interview erased',
  recordings_purged: 'Recordings deleted by retention',
  transcript_purged: 'Transcript and notes deleted by retention',
  interview_purged: 'Interview deleted by retention',
  audit_purged: 'Old audit entries deleted by retention',
  recording_cut: 'Last minutes of the recording erased',
};

/** One entry of the audit trail: ids and counts, never a name or what was said. */
export const AuditEntry = z.object({
  id: z.uuid(),
  at: iso,
  action: AuditAction,
  /** The account that acted (for a purge: whose retention it applied). */
  accountId: z.uuid(),
  candidateId: z.uuid().nullable(),
  sessionId: z.uuid().nullable(),
  /** Ids, counts, the AI model, who wrote a decision. */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** GET /api/candidates/{id}/audit and /api/sessions/{id}/audit: newest first. */
export const AuditList = z.array(AuditEntry);

/** POST /api/candidates/{id}/erasure and /api/sessions/{id}/erasure. */
export const ErasureResult = z.object({
  erased: z.literal(true),
  sessions: z.number().int(),
  recordings: z.number().int(),
});
export type ErasureResult = z.infer<typeof ErasureResult>;

/** GET /api/sessions/{id}/recordings/{exportId}: play (inline) or download (attachment). */
export const RecordingAccessQuery = z.object({
  download: z.enum(['0', '1'], { error: 'download must be 0 or 1' }).optional(),
});

export const RecordingParams = z.object({
  id: z.uuid({ error: 'Invalid id' }),
  exportId: z.uuid({ error: 'Invalid id' }),
});

/** The path that plays (or downloads) a recording and writes the access to the audit trail. */
export const recordingPath = (sessionId: string, exportId: string, download = false) =>
  `/api/sessions/${encodeURIComponent(sessionId)}/recordings/${encodeURIComponent(exportId)}${download ? '?download=1' : ''}`;

/** Who wrote a saved decision: a person, the AI's draft saved unchanged, or the draft changed by a person. */
export const DecisionAuthor = z.enum(['person', 'ai', 'ai_edited']);
export type DecisionAuthor = z.infer<typeof DecisionAuthor>;

export const DECISION_AUTHOR_LABELS: Record<DecisionAuthor, string> = {
  person: 'Written by a person',
  ai: 'AI-drafted, saved unchanged',
  ai_edited: 'AI-drafted, changed by a person',
};

export const ERASE_CANDIDATE_CONFIRM =
  'This permanently removes the candidate, their applications and every interview with them: notes, suggestions, conversation data and recordings. Only an audit entry without personal data remains.';
export const ERASE_SESSION_CONFIRM =
  'This permanently removes all notes, suggestions and conversation data of this interview, and its recordings. Only an audit entry without personal data remains.';

/** The most a live recording's tail erasure may reach back, in minutes. */
export const RECORDING_CUT_MINUTES_MAX = 60;
/** The stretches the dashboard offers to erase, in minutes (each at most the maximum). */
export const RECORDING_CUT_CHOICES = [1, 2, 5, 10, 15, 30, 60] as const;
export const ERASE_LAST_MINUTES_CONFIRM =
  'This permanently removes the audio and transcript of the stretch, with the notes and suggestions made since it began. Capture goes on.';
export const RECORDING_CUT_MESSAGE = `Choose between 1 and ${RECORDING_CUT_MINUTES_MAX} minutes`;

/** POST /api/sessions/{id}/recording/erase-last: erase the last minutes of audio and transcript. */
export const RecordingCutInput = z.object({
  minutes: z
    .number({ error: RECORDING_CUT_MESSAGE })
    .int(RECORDING_CUT_MESSAGE)
    .min(1, RECORDING_CUT_MESSAGE)
    .max(RECORDING_CUT_MINUTES_MAX, RECORDING_CUT_MESSAGE),
});
export type RecordingCutInput = z.infer<typeof RecordingCutInput>;

export const RecordingCutResult = z.object({
  from: iso,
  to: iso,
  /** Transcript lines removed. */
  lines: z.number().int(),
});
export type RecordingCutResult = z.infer<typeof RecordingCutResult>;

/** Said when a transcript line from an erased stretch arrives later (it is not stored). */
export const ERASED_STRETCH_MESSAGE = 'This part of the interview was erased';

/** The export's JSON file inside the ZIP (docs/candidate-export.md). */
export const EXPORT_FORMAT = 'interview-hub.candidate-export';
export const EXPORT_VERSION = 1;

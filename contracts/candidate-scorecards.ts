import { z } from 'zod';
import { Id, TEXT_MAX } from './common.ts';
import { EvaluationSection, TranscriptRef } from './evaluation.ts';
import { DecisionAuthor } from './privacy.ts';
import { SessionStatus } from './sessions.ts';

// ---- Spec 001 §5 and §8: the evaluation and decision messages ----

export const DECISION_REQUIRED_MESSAGE = 'Please generate or enter a decision before saving.';
export const DECISION_GENERATION_FAILED = 'Failed to generate interview decision.';
export const DECISION_SAVE_FAILED = 'Failed to save interview decision.';
export const EVALUATION_SAVE_FAILED = 'Failed to save evaluation content.';
export const INDEPENDENT_INTERVIEWS_LABEL = 'Independent interviews (not tied to a specific application)';

const iso = z.iso.datetime();

// ---- The list: GET /api/candidate-scorecards ----

/** One interview session as a scorecard card shows it. */
export const ScorecardSessionSummary = z.object({
  id: Id,
  status: SessionStatus,
  startTime: iso,
  endTime: iso.nullable(),
  /** Whole minutes from start to end; null while the session has not ended. */
  durationMinutes: z.number().int().nullable(),
});
export type ScorecardSessionSummary = z.infer<typeof ScorecardSessionSummary>;

/**
 * One card: an application that has sessions, or (`independent`) a candidate's sessions that
 * belong to no application. `id` is what `/candidate-scorecards/{id}` takes: the application id,
 * or the candidate id for independent sessions.
 */
export const CandidateScorecardListItem = z.object({
  id: Id,
  independent: z.boolean(),
  applicationId: Id.nullable(),
  candidateId: Id.nullable(),
  candidateName: z.string(),
  /** Null for independent sessions. */
  jobTitle: z.string().nullable(),
  companyName: z.string().nullable(),
  /** Oldest first (Interview 1, 2, …); cards are listed by their latest session, newest first. */
  sessions: z.array(ScorecardSessionSummary),
});
export type CandidateScorecardListItem = z.infer<typeof CandidateScorecardListItem>;

// ---- Decisions ----

/** The assistant's overall call; `insufficient_evidence` when the interview says too little. */
export const DECISION_RECOMMENDATIONS = [
  'strong_hire',
  'hire',
  'lean_hire',
  'lean_no_hire',
  'no_hire',
  'insufficient_evidence',
] as const;
export const DecisionRecommendation = z.enum(DECISION_RECOMMENDATIONS);
export type DecisionRecommendation = z.infer<typeof DecisionRecommendation>;

export const DECISION_RECOMMENDATION_LABELS: Record<DecisionRecommendation, string> = {
  strong_hire: 'Strong hire',
  hire: 'Hire',
  lean_hire: 'Lean hire',
  lean_no_hire: 'Lean no hire',
  no_hire: 'No hire',
  insufficient_evidence: 'Insufficient evidence — draft only',
};

/**
 * Share of the scorecard's criteria that need evidence before the assistant recommends either way:
 * "insufficient evidence" only when most criteria lack material.
 */
export const DECISION_COVERAGE_MIN = 0.5;

/** A verbatim excerpt behind the recommendation, and where it was found. */
export const DecisionEvidence = z.object({
  source: z.enum(['transcript', 'evaluation', 'notes']),
  /** Quoted as it stands in the source. */
  excerpt: z.string(),
  /** Where: "Candidate", or the evaluation section's title. */
  context: z.string().nullable(),
  signal: z.enum(['strength', 'concern', 'neutral']),
  /** The transcript line it was said in, when it is a quote of the candidate. */
  at: TranscriptRef.nullable(),
});
export type DecisionEvidence = z.infer<typeof DecisionEvidence>;

/** A rating per scorecard criterion: above, at or below the bar, mixed, or not assessed (no evidence). */
export const CRITERION_RATINGS = ['strong', 'meets', 'mixed', 'below', 'not_assessed'] as const;
export const CriterionRating = z.enum(CRITERION_RATINGS);
export type CriterionRating = z.infer<typeof CriterionRating>;

export const CRITERION_RATING_LABELS: Record<CriterionRating, string> = {
  strong: 'Strong',
  meets: 'Meets the bar',
  mixed: 'Mixed',
  below: 'Below the bar',
  not_assessed: 'Not assessed',
};

/** One criterion of the scorecard in a decision: its evidence, how strong that is, and its rating. */
export const CriterionAssessment = z.object({
  /** With its section: "Clinical judgement › Recognises deterioration early". */
  criterion: z.string(),
  rating: CriterionRating,
  /** The strongest piece of evidence: specific, general, vague or unsure, or none at all. */
  evidenceStrength: z.enum(['strong', 'moderate', 'weak', 'none']),
  /** What the rating rests on: the interviewer's own text (it weighs more), the transcript, or nothing. */
  basis: z.enum(['interviewer', 'transcript', 'none']),
  evidence: z.array(DecisionEvidence),
});
export type CriterionAssessment = z.infer<typeof CriterionAssessment>;

/** POST /api/sessions/{id}/evaluation/generate-decision: the draft, also kept as the session's `aiDecision`. */
export const GeneratedDecision = z.object({
  /** Editable text; lands in the decision text area. */
  decision: z.string(),
  recommendation: DecisionRecommendation,
  evidence: z.array(DecisionEvidence),
  /** Every criterion of the scorecard, those without evidence included. */
  criteria: z.array(CriterionAssessment),
  /** Criteria with evidence, of all; below DECISION_COVERAGE_MIN the recommendation is insufficient_evidence. */
  coverage: z.object({ assessed: z.number().int(), total: z.number().int() }),
  /** The model that wrote it (`offline` for the built-in engine). */
  model: z.string(),
  /** Shown with the draft, e.g. that the offline assistant wrote it or that quotes were dropped. */
  notice: z.string().nullable(),
  generatedAt: iso,
});
export type GeneratedDecision = z.infer<typeof GeneratedDecision>;

/** POST /api/sessions/{id}/evaluation/save-decision. */
export const SaveDecisionInput = z.object({
  decision: z
    .string({ error: DECISION_REQUIRED_MESSAGE })
    .trim()
    .min(1, DECISION_REQUIRED_MESSAGE)
    .max(TEXT_MAX, `Must be at most ${TEXT_MAX} characters`),
});
export type SaveDecisionInput = z.input<typeof SaveDecisionInput>;

/** A session's decision: the text a person saved (what is shown) and the assistant's last draft. */
export const SessionDecisionDto = z.object({
  decision: z.string().nullable(),
  decisionSavedAt: iso.nullable(),
  /** Who wrote the saved decision: a person, the AI's draft unchanged, or the draft changed by a person. */
  decisionAuthor: DecisionAuthor.nullable(),
  /** The AI's last draft, kept beside the saved decision (labelled AI-drafted wherever shown). */
  aiDecision: GeneratedDecision.nullable(),
});
export type SessionDecisionDto = z.infer<typeof SessionDecisionDto>;

// ---- The detail: GET /api/candidate-scorecards/{id} ----

/** One "Interview N" block. */
export const ScorecardSessionDetail = ScorecardSessionSummary.extend({
  sections: z.array(EvaluationSection),
  decision: SessionDecisionDto,
});
export type ScorecardSessionDetail = z.infer<typeof ScorecardSessionDetail>;

export const CandidateScorecardDetail = CandidateScorecardListItem.omit({ sessions: true }).extend({
  /** Oldest first, so the blocks read "Interview 1", "Interview 2", …; empty shows "No Interview Data Found". */
  sessions: z.array(ScorecardSessionDetail),
});
export type CandidateScorecardDetail = z.infer<typeof CandidateScorecardDetail>;

// ---- Audio exports: GET /api/sessions/{id}/audio-exports ----

export const AudioExportSpeaker = z.enum(['interviewer', 'candidate', 'mixed']);
export type AudioExportSpeaker = z.infer<typeof AudioExportSpeaker>;

/** Spec 001 §3 "Audio export"; `url` is the spec's `filePath`: a signed, expiring address. */
export const AudioExportDto = z.object({
  id: Id,
  sessionId: Id,
  participantId: z.string(),
  speaker: AudioExportSpeaker,
  fileName: z.string(),
  mimeType: z.string(),
  durationSeconds: z.number().nullable(),
  /** Bytes. */
  size: z.number().int().nullable(),
  createdAt: iso,
  url: z.string(),
  /** Fetch the list again after this (or after a playback error) for fresh URLs. */
  urlExpiresAt: iso,
});
export type AudioExportDto = z.infer<typeof AudioExportDto>;

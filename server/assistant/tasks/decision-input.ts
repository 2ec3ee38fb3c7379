import type { StyleExample } from '#contracts/assistant.ts';
import type {
  CriterionAssessment,
  DecisionEvidence,
  DecisionRecommendation,
} from '#contracts/candidate-scorecards.ts';
import type { SectionEvidence } from '#contracts/evaluation.ts';

/** A transcript chunk; `chunkId` and `timestamp` say where a quote of it was said. */
export type DecisionTurn = {
  seq: number;
  speaker: 'interviewer' | 'candidate';
  text: string;
  chunkId: string;
  timestamp: string;
};

/** A scorecard section: every criterion is listed, with or without text and evidence. */
export type DecisionCriterion = {
  /** With its parent's: "Clinical judgement › Recognises deterioration early". */
  title: string;
  /** What to look for (a generated scorecard's guidance); empty when none. */
  guidance: string;
  /** A person's text when `editedByUser`, else the assistant's draft (or the guidance it started with). */
  content: string;
  editedByUser: boolean;
  /** The quotes behind the live draft. */
  evidence: SectionEvidence[];
  /** A section with sections under it is no criterion to rate; a person's text in it still counts. */
  leaf: boolean;
};

/** An agenda item with when it was in progress: an answer given then speaks to its topic. */
export type AgendaSpan = {
  title: string;
  description: string;
  startedAt: string | null;
  completedAt: string | null;
};

/** Everything a decision may be based on: nothing else is known about the candidate. */
export type DecisionInput = {
  candidateName: string;
  position: string;
  /** The job opening the interview is for, when the session belongs to an application. */
  job: { title: string; description: string } | null;
  criteria: DecisionCriterion[];
  notes: string[];
  /** Oldest first; answers to questions the guard flagged are already left out. */
  transcript: DecisionTurn[];
  /** The session's agenda items in order, with when each was in progress. */
  agenda: AgendaSpan[];
  /** The user's sample feedbacks chosen for this interview: how their decisions read. */
  styleExamples: StyleExample[];
};

export type DecisionDraft = {
  decision: string;
  recommendation: DecisionRecommendation;
  evidence: DecisionEvidence[];
  criteria: CriterionAssessment[];
  coverage: { assessed: number; total: number };
  notice: string | null;
};

/** A person's text in a section: typed by them, and more than the guidance it started with. */
export const writtenByInterviewer = (c: DecisionCriterion) =>
  c.editedByUser && c.content.trim() !== '' && c.content.trim() !== c.guidance.trim();

/** Whether there is anything at all to decide on. */
export const hasMaterial = (input: DecisionInput) =>
  input.transcript.some((t) => t.speaker === 'candidate' && t.text.trim()) ||
  input.criteria.some(writtenByInterviewer) ||
  input.notes.some((n) => n.trim());

import type { StyleExample } from '#contracts/assistant.ts';
import type { DecisionEvidence, DecisionRecommendation } from '#contracts/candidate-scorecards.ts';

export type DecisionTurn = { seq: number; speaker: 'interviewer' | 'candidate'; text: string };

/** An evaluation section with content; `title` includes its parent ("Technical depth › Trade-offs"). */
export type DecisionSection = { title: string; content: string; editedByUser: boolean };

/** Everything a decision may be based on: nothing else is known about the candidate. */
export type DecisionInput = {
  candidateName: string;
  position: string;
  sections: DecisionSection[];
  notes: string[];
  /** Oldest first. */
  transcript: DecisionTurn[];
  /** The user's sample feedbacks: how their decisions read. */
  styleExamples: StyleExample[];
};

export type DecisionDraft = {
  decision: string;
  recommendation: DecisionRecommendation;
  evidence: DecisionEvidence[];
  notice: string | null;
};

/** Whether there is anything at all to decide on. */
export const hasMaterial = (input: DecisionInput) =>
  input.transcript.some((t) => t.speaker === 'candidate' && t.text.trim()) ||
  input.sections.some((s) => s.content.trim()) ||
  input.notes.some((n) => n.trim());

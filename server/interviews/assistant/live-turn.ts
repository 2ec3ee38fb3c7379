import type { StyleExample, SuggestionType } from '#contracts/assistant.ts';
import type { Speaker } from '#contracts/sessions.ts';

export type Turn = { seq: number; speaker: Speaker; text: string };

/** A scorecard section the assistant may draft (a person has not written it). */
export type DraftableSection = { id: string; title: string; parentTitle: string | null; content: string };

/**
 * What one assistant pass sees. Incremental by construction: a bounded rolling summary of what
 * fell out of the window, the last few turns, and which of those are new since the last pass;
 * never the whole transcript.
 */
export type LiveTurnInput = {
  sessionId: string;
  interviewType: string | undefined;
  agendaItem: { id: string; title: string; description: string | null } | undefined;
  summary: string[];
  recentTurns: Turn[];
  /** The turns since the previous pass (the tail of `recentTurns`). */
  newTurns: Turn[];
  /** Questions asked or already proposed: never suggested again. */
  askedQuestions: string[];
  sections: DraftableSection[];
  /** The user's sample feedbacks: the style for evaluation text. */
  styleExamples: StyleExample[];
};

export type LiveTurnResult = {
  suggestions: { type: SuggestionType; content: string; tags: string[] }[];
  notes: { content: string; tags: string[] }[];
  sections: { id: string; content: string }[];
};

/** Runs one pass with the session's model (`offline` or a configured one). */
export type LiveTurnEngine = (modelId: string, input: LiveTurnInput) => Promise<LiveTurnResult>;

import type { SuggestionType } from '#contracts/assistant.ts';
import type { ComplianceCategory } from '#contracts/compliance.ts';
import type { EarlierRounds } from '#contracts/coverage.ts';
import type { SectionEvidence } from '#contracts/evaluation.ts';
import type { Speaker } from '#contracts/sessions.ts';
import type { EarlierCard } from '#server/assistant/offline/live/suggest-live.ts';
import type { JobContext } from './job-context.ts';

/** A transcript chunk as the assistant reads it; `chunkId` and `timestamp` say where it was said. */
export type Turn = { seq: number; speaker: Speaker; text: string; chunkId: string; timestamp: string };

/** A scorecard section the assistant may draft (a person has not written it), with its evidence so far. */
export type DraftableSection = {
  id: string;
  title: string;
  parentTitle: string | null;
  guidance: string;
  content: string;
  evidence: SectionEvidence[];
};

/**
 * What one assistant pass sees. Incremental by construction: a bounded rolling summary of what
 * fell out of the window, the last few turns, and which of those are new since the last pass;
 * never the whole transcript.
 */
export type LiveTurnInput = {
  sessionId: string;
  interviewType: string | undefined;
  /** The role, a short summary of the job, its role family and the interview type. */
  job: JobContext;
  /** The item in progress (`started`), else the next one still pending. */
  agendaItem: { id: string; title: string; description: string | null; started?: boolean } | undefined;
  /** The agenda items still to come after the current one, and the planned minutes left. */
  agendaLeft: { titles: string[]; minutesLeft: number };
  summary: string[];
  recentTurns: Turn[];
  /** The turns since the previous pass (the tail of `recentTurns`). */
  newTurns: Turn[];
  /** Questions asked or already proposed: never suggested again. */
  askedQuestions: string[];
  /** The session's suggestions so far, oldest first: what is on screen, and what was proposed. */
  earlier: EarlierCard[];
  /** Interviewer turns the guard warned about; the answers to them are left alone. */
  flaggedChunkIds: string[];
  sections: DraftableSection[];
  /** Criteria earlier rounds of the session's application evidenced and left open (none without). */
  earlierRounds?: EarlierRounds;
};

export type LiveTurnResult = {
  suggestions: { type: SuggestionType; content: string; tags: string[] }[];
  notes: { content: string; tags: string[] }[];
  /** Drafts; `evidence` lists the quote behind each line (the offline engine always gives it). */
  sections: { id: string; content: string; evidence?: SectionEvidence[] }[];
  compliance?: ComplianceFlag[];
};

/** A new interviewer turn on a protected topic, as a configured model reads it (the offline guard runs anyway). */
export type ComplianceFlag = { seq: number; category: ComplianceCategory; rewording: string };

/** Runs one pass with the session's model (`offline` or a configured one). */
export type LiveTurnEngine = (modelId: string, input: LiveTurnInput) => Promise<LiveTurnResult>;

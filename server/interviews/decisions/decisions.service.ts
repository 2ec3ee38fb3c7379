import { ASSISTANT_LIMITS, type StyleExample } from '#contracts/assistant.ts';
import {
  DECISION_GENERATION_FAILED,
  type GeneratedDecision,
  type SessionDecisionDto,
} from '#contracts/candidate-scorecards.ts';
import type { DecisionGenerator } from '#server/assistant/decision-generator.ts';
import { AppError } from '#server/lib/errors.ts';
import type { InterviewRepositories } from '../repositories.ts';
import { sessionNotFound } from '../session-writes.ts';
import { toSessionDecision } from './candidate-scorecards.mapper.ts';
import { toDecisionInput } from './decision-material.ts';

type Deps = {
  repos: Pick<InterviewRepositories, 'sessions' | 'scorecard' | 'chunks' | 'notes'>;
  generate: DecisionGenerator;
  /** The user's sample feedbacks: the style the decision is written in. */
  styleExamples(userId: string, limit: number): Promise<StyleExample[]>;
  now?: () => Date;
};

/** A provider failure answers with the screen's message; the reason goes in `details`. */
function withSpecMessage(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.code.startsWith('ai_')) return error;
  const extra = typeof error.details === 'object' && error.details !== null ? error.details : {};
  const wrapped = new AppError(error.status, error.code, DECISION_GENERATION_FAILED, {
    reason: error.message,
    ...extra,
  });
  wrapped.cause = error;
  return wrapped;
}

export function createDecisionsService({ repos, generate, styleExamples, now = () => new Date() }: Deps) {
  return {
    /**
     * Drafts a decision from the session's evaluation, notes and transcript with the session's
     * model (the offline engine by default), keeps it as the session's `aiDecision`, and returns
     * it. The saved decision is left alone.
     */
    async generate(userId: string, sessionId: string): Promise<GeneratedDecision> {
      const session = await repos.sessions.findWithNames(userId, sessionId);
      if (!session) throw sessionNotFound();
      const [items, chunks, notes, examples] = await Promise.all([
        repos.scorecard.list(sessionId),
        repos.chunks.list(sessionId),
        repos.notes.list(sessionId),
        styleExamples(userId, ASSISTANT_LIMITS.styleExamples),
      ]);
      const input = toDecisionInput({ session, items, chunks, notes, styleExamples: examples });
      const draft = await generate(input, session.aiModel).catch((error: unknown) => {
        throw withSpecMessage(error);
      });
      const generatedAt = now();
      const { decision, ...details } = draft;
      const saved = await repos.sessions.update(userId, sessionId, {
        decisionDraft: decision,
        decisionDraftDetails: details,
        decisionDraftAt: generatedAt,
      });
      if (!saved) throw sessionNotFound();
      return { ...draft, generatedAt: generatedAt.toISOString() };
    },

    /** Stores a person's decision (already trimmed and non-empty); the AI draft is kept beside it. */
    async save(userId: string, sessionId: string, decision: string): Promise<SessionDecisionDto> {
      const row = await repos.sessions.update(userId, sessionId, { decision, decisionSavedAt: now() });
      if (!row) throw sessionNotFound();
      return toSessionDecision(row);
    },
  };
}
export type DecisionsService = ReturnType<typeof createDecisionsService>;

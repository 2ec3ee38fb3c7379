import type { StyleExample } from '#contracts/assistant.ts';
import {
  DECISION_GENERATION_FAILED,
  type GeneratedDecision,
  type SessionDecisionDto,
} from '#contracts/candidate-scorecards.ts';
import type { DecisionAuthor } from '#contracts/privacy.ts';
import type { DecisionGenerator } from '#server/assistant/decision-generator.ts';
import { AppError } from '#server/lib/errors.ts';
import type { AgendaService } from '../agenda/agenda.service.ts';
import type { ConversationService } from '../conversation/conversation.service.ts';
import type { EvaluationService } from '../evaluation/evaluation.service.ts';
import type { AuditHook } from '../interview-audit.ts';
import type { NotesService } from '../notes/notes.service.ts';
import type { SessionReads } from '../sessions/session-reads.ts';
import { sessionNotFound } from '../sessions/session-writes.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { SuggestionsService } from '../suggestions/suggestions.service.ts';
import { toDecisionInput } from './decision-material.ts';
import { toSessionDecision } from './decisions.mapper.ts';

type Deps = {
  /** A decision and its draft are stored on the session. */
  sessions: Pick<SessionsService, 'setDecision'> & Pick<SessionReads, 'withNames' | 'jobSources'>;
  /** What a decision is drafted from: the evaluation, the transcript, the notes, the guard's flags. */
  evaluation: Pick<EvaluationService, 'sections'>;
  conversation: Pick<ConversationService, 'chunks'>;
  /** The agenda items in progress when each answer was given. */
  agenda: Pick<AgendaService, 'items'>;
  notes: Pick<NotesService, 'all'>;
  /** The session's debrief (the interviewer's and the drafted text); none when not wired. */
  debrief?: (userId: string, sessionId: string) => Promise<{ content: string | null; draft: string | null }>;
  suggestions: Pick<SuggestionsService, 'flaggedChunkIds'>;
  generate: DecisionGenerator;
  /** The user's sample feedbacks: the style the decision is written in. */
  styleExamples(userId: string, limit: number): Promise<StyleExample[]>;
  /** Drafts (with their model) and saved decisions go to the audit trail. */
  audit: AuditHook;
  now?: () => Date;
};

/** Recent sample feedbacks the decision's examples are chosen from (by category and role). */
const STYLE_CANDIDATES = 20;

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

export function createDecisionsService(deps: Deps) {
  const { sessions, generate, styleExamples, audit, now = () => new Date() } = deps;
  return {
    /**
     * Drafts a decision from the session's evaluation, notes and transcript with the session's
     * model (the offline engine by default), keeps it as the session's `aiDecision`, and returns
     * it. The saved decision is left alone.
     */
    async generate(userId: string, sessionId: string): Promise<GeneratedDecision> {
      const session = await sessions.withNames(userId, sessionId);
      if (!session) throw sessionNotFound();
      const [items, chunks, agenda, notes, examples, flaggedChunkIds, job, debrief] = await Promise.all([
        deps.evaluation.sections(sessionId),
        deps.conversation.chunks(sessionId),
        deps.agenda.items(sessionId),
        deps.notes.all(sessionId),
        styleExamples(userId, STYLE_CANDIDATES),
        deps.suggestions.flaggedChunkIds(sessionId),
        sessions.jobSources(sessionId),
        deps.debrief?.(userId, sessionId),
      ]);
      const material = {
        session,
        items,
        chunks,
        agenda,
        notes,
        styleExamples: examples,
        flaggedChunkIds,
        job,
        debrief,
      };
      const input = toDecisionInput(material);
      const draft = await generate(input, session.aiModel).catch((error: unknown) => {
        throw withSpecMessage(error);
      });
      const generatedAt = now();
      const { decision, ...details } = draft;
      await sessions.setDecision(userId, sessionId, {
        decisionDraft: decision,
        decisionDraftDetails: details,
        decisionDraftAt: generatedAt,
      });
      await audit({
        userId,
        action: 'decision_generated',
        sessionId,
        candidateId: session.candidateId,
        details: { model: draft.model },
      });
      return { ...draft, generatedAt: generatedAt.toISOString() };
    },

    /**
     * Stores a decision (already trimmed and non-empty) with who wrote it: a person alone, the AI's
     * draft saved unchanged, or that draft changed by a person. The AI draft is kept beside it.
     */
    async save(userId: string, sessionId: string, decision: string): Promise<SessionDecisionDto> {
      const session = await sessions.withNames(userId, sessionId);
      if (!session) throw sessionNotFound();
      const draft = session.decisionDraft?.trim();
      const decisionAuthor: DecisionAuthor = !draft ? 'person' : draft === decision ? 'ai' : 'ai_edited';
      const row = await sessions.setDecision(userId, sessionId, {
        decision,
        decisionAuthor,
        decisionSavedAt: now(),
      });
      await audit({
        userId,
        action: 'decision_saved',
        sessionId,
        candidateId: session.candidateId,
        details: { author: decisionAuthor },
      });
      return toSessionDecision(row);
    },
  };
}
export type DecisionsService = ReturnType<typeof createDecisionsService>;

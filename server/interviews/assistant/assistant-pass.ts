import type { StyleExample } from '#contracts/assistant.ts';
import { questionAsked } from '#contracts/sessions.ts';
import type { AgendaItemRow } from '../agenda/agenda.repository.ts';
import type { EvaluationService } from '../evaluation/evaluation.service.ts';
import type { ScorecardItemRow } from '../evaluation/scorecard-items.repository.ts';
import type { InterviewRepositories } from '../repositories.ts';
import type { SessionWrites } from '../session-writes.ts';
import type { DraftableSection, LiveTurnEngine, LiveTurnInput, LiveTurnResult } from './live-turn.ts';
import { storeSuggestions, tidyAfterSuggestions } from './publish-suggestions.ts';
import type { TranscriptContexts } from './transcript-context.ts';

type Deps = {
  repos: InterviewRepositories;
  writes: SessionWrites;
  contexts: TranscriptContexts;
  engine: LiveTurnEngine;
  evaluation: Pick<EvaluationService, 'draftSections'>;
  styleExamples(userId: string): Promise<StyleExample[]>;
  /** Several instances: whether this one runs the session's passes (assistant-election.ts). */
  owns?: (userId: string, sessionId: string) => Promise<boolean>;
};

/** Per-session memory the scheduler keeps between passes. */
export type PassMemory = { itemStartedAt: Map<string, number> };

/** The first item in progress, else the first pending one (agenda order). */
export const currentItem = (rows: AgendaItemRow[]) =>
  rows.find((r) => r.status === 'in-progress') ?? rows.find((r) => r.status === 'pending');

/** Leaf sections a person has not written, with their parent's title. */
function draftable(rows: ScorecardItemRow[]): DraftableSection[] {
  const parents = new Set(rows.map((r) => r.parentItemId).filter(Boolean));
  const titles = new Map(rows.map((r) => [r.itemId, r.title]));
  return rows
    .filter((r) => !parents.has(r.itemId) && !r.editedByUser)
    .map((r) => ({
      id: r.itemId,
      title: r.title,
      parentTitle: (r.parentItemId && titles.get(r.parentItemId)) || null,
      content: r.content,
    }));
}

/** A new suggestion must not repeat anything asked or proposed before (either way round). */
function fresh(result: LiveTurnResult, asked: string[]): LiveTurnResult['suggestions'] {
  const seen = [...asked];
  const repeats = (text: string) =>
    seen.some(
      (a) => a.toLowerCase() === text.toLowerCase() || questionAsked(text, a) || questionAsked(a, text),
    );
  return result.suggestions.filter((s) => {
    if (repeats(s.content)) return false;
    seen.push(s.content);
    return true;
  });
}

/** A hint when the item in progress has run past its planned minutes (once per item). */
function timeHint(item: AgendaItemRow | undefined, memory: PassMemory, now: number) {
  if (item?.status !== 'in-progress') return [];
  const started = memory.itemStartedAt.get(item.itemId) ?? now;
  memory.itemStartedAt.set(item.itemId, started);
  if (item.duration <= 0 || now - started < item.duration * 60_000) return [];
  const content = `Time is up for “${item.title}” (${item.duration} min planned): wrap up or move to the next item.`;
  return [{ type: 'hint' as const, content, tags: ['time'] }];
}

/**
 * One pass of the live assistant for a session: reads what changed since the last pass, asks the
 * engine, then stores and publishes suggestions, notes and section drafts.
 */
export function createAssistantPass(deps: Deps) {
  const { repos, writes, contexts, engine, evaluation, styleExamples, owns } = deps;
  /**
   * Resolves false when the session is no longer active, or another instance runs its
   * assistant: this instance's state for it can be dropped.
   */
  return async function pass(userId: string, sessionId: string, memory: PassMemory, opening: boolean) {
    if (owns && !(await owns(userId, sessionId))) return false;
    const session = await repos.sessions.findById(userId, sessionId);
    if (session?.status !== 'active') return false;
    const context = await contexts.advance(sessionId);
    if (!opening && context.newTurns.length === 0) return true;
    const [agenda, previous, scorecard, examples] = await Promise.all([
      repos.agenda.list(sessionId),
      repos.suggestions.all(sessionId),
      repos.scorecard.list(sessionId),
      styleExamples(userId),
    ]);
    const item = currentItem(agenda);
    const proposed = previous.map((s) => s.content);
    const asked = [
      ...proposed,
      ...context.recentTurns.filter((t) => t.speaker === 'interviewer').map((t) => t.text),
    ];
    const input: LiveTurnInput = {
      sessionId,
      interviewType: session.title ?? undefined,
      agendaItem: item && { id: item.itemId, title: item.title, description: item.description },
      ...context,
      askedQuestions: asked,
      sections: draftable(scorecard),
      styleExamples: examples,
    };
    const result = await engine(session.aiModel, input);
    const suggestions = fresh(
      { ...result, suggestions: [...timeHint(item, memory, Date.now()), ...result.suggestions] },
      asked,
    );
    const output = {
      suggestions: suggestions.slice(0, 3),
      notes: result.notes,
      itemId: item?.itemId ?? null,
    };
    await writes.asSystem(sessionId, (write) => storeSuggestions(write, output));
    await writes.asSystem(sessionId, (write) => tidyAfterSuggestions(write, output));
    await evaluation.draftSections(sessionId, result.sections);
    return true;
  };
}
export type AssistantPass = ReturnType<typeof createAssistantPass>;

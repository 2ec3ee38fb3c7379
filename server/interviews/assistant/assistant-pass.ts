import type { SuggestionType } from '#contracts/assistant.ts';
import type { EarlierRounds } from '#contracts/coverage.ts';
import type { SuggestionStatus } from '#contracts/realtime.ts';
import { repeatsAny } from '#server/assistant/offline/live/repeats.ts';
import { askedIn } from '#server/assistant/offline/live/suggest-live.ts';
import type { AgendaItemRow, AgendaService } from '../agenda/agenda.service.ts';
import type { ConversationService } from '../conversation/conversation.service.ts';
import type { EvaluationService, ScorecardItemRow } from '../evaluation/evaluation.service.ts';
import type { NotesService } from '../notes/notes.service.ts';
import type { SessionReads } from '../sessions/session-reads.ts';
import type { SessionWrites } from '../sessions/session-writes.ts';
import { hasWrites } from '../suggestions/live-suggestions.ts';
import type { SuggestionsService } from '../suggestions/suggestions.service.ts';
import { agendaLeft } from './agenda-left.ts';
import type { GuardWarnings } from './guard-warnings.ts';
import { type JobContext, jobContext } from './job-context.ts';
import type { DraftableSection, LiveTurnEngine, LiveTurnInput, LiveTurnResult } from './live-turn.ts';
import type { TranscriptContexts } from './transcript-context.ts';

type Deps = {
  writes: SessionWrites;
  contexts: TranscriptContexts;
  engine: LiveTurnEngine;
  /** What a pass reads of the session, and where its cards, notes and drafts go. */
  sessions: Pick<SessionReads, 'find' | 'jobSources'>;
  agenda: Pick<AgendaService, 'items'>;
  suggestions: Pick<SuggestionsService, 'all' | 'store' | 'age'>;
  notes: Pick<NotesService, 'add'>;
  evaluation: Pick<EvaluationService, 'sections' | 'draftSections'>;
  /** Stores the warnings a configured model reports (the offline guard has checked every turn already). */
  guard?: Pick<GuardWarnings, 'fromModel'>;
  /** What earlier rounds of the session's application evidenced and left open (coverage.service.ts). */
  earlierRounds?: (userId: string, sessionId: string) => Promise<EarlierRounds>;
  /** Several instances: whether this one runs the session's passes (assistant-election.ts). */
  owns?: (userId: string, sessionId: string) => Promise<boolean>;
  /** Stretches the interviewer erased (decision 053): what the assistant holds of them goes. */
  conversation: Pick<ConversationService, 'cutCount'>;
};

/**
 * Per-session memory the scheduler keeps between passes: the job, read on the first pass, and the
 * interviewer's questions so far (the latest ASKED_KEPT), so no card repeats one asked long ago.
 */
export type PassMemory = {
  itemStartedAt: Map<string, number>;
  job?: JobContext;
  /** Read on the first pass: earlier rounds do not change while this one runs. */
  earlierRounds?: EarlierRounds;
  asked?: string[];
  /**
   * Stretches erased when the last pass began: one more, and what the assistant holds of the
   * transcript (turns, summary, questions asked) is dropped and read again.
   */
  cuts?: number;
  /** The seq of the first chunk this process saw committed for the session (transcript-context.ts). */
  heardFrom?: number;
};

const ASKED_KEPT = 60;

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
      guidance: r.guidance,
      content: r.content,
      evidence: r.evidence,
    }));
}

/**
 * The pass's one new card: the first suggestion that repeats nothing asked or proposed before,
 * judged on what varies between suggestions (repeats.ts).
 */
function fresh(suggestions: LiveTurnResult['suggestions'], asked: string[]): LiveTurnResult['suggestions'] {
  const card = suggestions.find((s) => !repeatsAny(s.content, asked));
  return card ? [card] : [];
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
  const { writes, contexts, engine, sessions, suggestions, evaluation, guard, owns } = deps;
  /**
   * Resolves false when the session is no longer active, or another instance runs its
   * assistant: this instance's state for it can be dropped. The dashboard's opening pass
   * (`_opening`) does nothing until someone has spoken: spec 000 §2 shows 'No suggestions yet'.
   */
  return async function pass(userId: string, sessionId: string, memory: PassMemory, _opening: boolean) {
    if (owns && !(await owns(userId, sessionId))) return false;
    const session = await sessions.find(userId, sessionId);
    if (session?.status !== 'active') return false;
    // The interviewer erased a stretch: its lines are gone from the database, so the turns and
    // summary held here are dropped and read again (decision 053).
    const forget = () => {
      contexts.forget(sessionId);
      memory.asked = undefined;
    };
    const cuts = await deps.conversation.cutCount(sessionId);
    if (memory.cuts !== undefined && cuts !== memory.cuts) forget();
    memory.cuts = cuts;
    const context = await contexts.advance(sessionId, memory.heardFrom);
    if (context.newTurns.length === 0) return true;
    const [agenda, previous, scorecard, sources, rounds] = await Promise.all([
      deps.agenda.items(sessionId),
      suggestions.all(sessionId),
      evaluation.sections(sessionId),
      memory.job ? undefined : sessions.jobSources(sessionId),
      memory.earlierRounds ?? deps.earlierRounds?.(userId, sessionId),
    ]);
    memory.earlierRounds ??= rounds;
    memory.job ??= jobContext(
      sources,
      agenda.map((a) => a.title),
      scorecard.map((s) => s.title),
    );
    const item = currentItem(agenda);
    const now = Date.now();
    const hint = timeHint(item, memory, now);
    const askedNow = context.newTurns.flatMap((t) =>
      t.speaker === 'interviewer' ? (askedIn(t.text) ?? []) : [],
    );
    memory.asked = [...(memory.asked ?? []), ...askedNow].slice(-ASKED_KEPT);
    const asked = [...previous.map((s) => s.content), ...memory.asked];
    const input: LiveTurnInput = {
      sessionId,
      interviewType: session.title ?? undefined,
      job: memory.job,
      agendaItem: item && {
        id: item.itemId,
        title: item.title,
        description: item.description,
        started: item.status === 'in-progress',
      },
      agendaLeft: agendaLeft(agenda, item, item && memory.itemStartedAt.get(item.itemId), now),
      ...context,
      askedQuestions: asked,
      earlier: previous.map((s) => ({
        type: s.type as SuggestionType,
        content: s.content,
        status: s.status as SuggestionStatus,
        agendaItemId: s.agendaItemId,
        tags: s.tags ?? [],
      })),
      flaggedChunkIds: previous.flatMap((s) => (s.chunkId ? [s.chunkId] : [])),
      sections: draftable(scorecard),
      earlierRounds: memory.earlierRounds,
    };
    const result = await engine(session.aiModel, input);
    if (result.compliance?.length) await guard?.fromModel(sessionId, result.compliance);
    const output = {
      suggestions: fresh([...hint, ...result.suggestions], asked),
      notes: result.notes,
      itemId: item?.itemId ?? null,
    };
    // Everything the pass writes in one transaction, and none when it has nothing to write.
    if (!hasWrites(output, result.sections, previous)) return true;
    await writes.asSystem(sessionId, async (write) => {
      // A stretch erased while the pass ran: what it drafted may quote erased lines, so it writes
      // nothing, and the next pass reads the transcript as it is now.
      if ((await deps.conversation.cutCount(sessionId, write.tx)) !== cuts) return forget();
      await suggestions.store(write, output);
      await suggestions.age(write, output.itemId);
      await deps.notes.add(write, output.notes);
      await evaluation.draftSections(sessionId, result.sections, write);
    });
    return true;
  };
}
export type AssistantPass = ReturnType<typeof createAssistantPass>;

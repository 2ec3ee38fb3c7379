import type { DismissalReason, SuggestionDto, SuggestionStatus } from '#contracts/realtime.ts';
import { questionAsked } from '#contracts/sessions.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/lib/errors.ts';
import type { SessionReads } from '../sessions/session-reads.ts';
import type { SessionWrites } from '../sessions/session-writes.ts';
import { ageSuggestions, storeSuggestions } from './live-suggestions.ts';
import { toSuggestionDto } from './suggestions.mapper.ts';
import { createSuggestionsRepository, type SuggestionRow } from './suggestions.repository.ts';

export type { SuggestionRow };

export type SuggestionAction = 'pin' | 'unpin' | 'dismiss' | 'accept' | 'remove';
type Next = { status: SuggestionStatus; reason: DismissalReason | null } | 'unchanged';
type Transition = (s: SuggestionRow, reason: DismissalReason) => Next;

const refuse = (message: string): never => {
  throw AppError.conflict(message);
};

/** Spec 000 §4: suggested ⇄ pinned; suggested or pinned → dismissed; used is final. */
const TRANSITIONS: Record<SuggestionAction, Transition> = {
  pin: (s) =>
    s.status === 'pinned'
      ? 'unchanged'
      : s.status === 'suggested' || s.status === 'stale'
        ? { status: 'pinned', reason: null }
        : refuse('Only a suggested question can be pinned'),
  unpin: (s) =>
    s.status === 'suggested'
      ? 'unchanged'
      : s.status === 'pinned'
        ? { status: 'suggested', reason: null }
        : refuse('Only a pinned question can be unpinned'),
  dismiss: (s, reason) =>
    s.status === 'dismissed'
      ? 'unchanged'
      : s.status === 'used'
        ? refuse('A used question cannot be dismissed')
        : { status: 'dismissed', reason },
  accept: (s) =>
    s.status === 'used' || (s.status === 'dismissed' && s.dismissalReason === 'auto_match')
      ? 'unchanged'
      : { status: 'used', reason: null },
  // Kept for history (and so it is never suggested again); hidden from lists when auto-matched.
  remove: (s, reason) =>
    s.status === 'dismissed' && s.dismissalReason === reason ? 'unchanged' : { status: 'dismissed', reason },
};

/** Types a question the interviewer can ask; those are matched against what the interviewer says. */
export const ASKABLE_TYPES = new Set(['question', 'follow_up_question', 'clarification']);

/** A guard warning: a pinned hint tagged `compliance` and its topics. */
export type Warning = { content: string; tags: string[] };

type Deps = { db: Db; sessions: Pick<SessionReads, 'find' | 'owned'>; writes: SessionWrites };

export function createSuggestionsService({ db, sessions, writes }: Deps) {
  const repo = createSuggestionsRepository(db);
  /** The suggestion, when its session is the user's. */
  const findOwned = async (userId: string, id: string) => {
    const found = await repo.findById(id);
    return found && (await sessions.find(userId, found.sessionId)) ? found : undefined;
  };

  return {
    async list(userId: string, sessionId: string): Promise<SuggestionDto[]> {
      await sessions.owned(userId, sessionId);
      return (await repo.list(sessionId)).map(toSuggestionDto);
    },

    /** Applies an action; another user's suggestion is a 404. Publishes `suggestion_update`. */
    async act(
      userId: string,
      id: string,
      action: SuggestionAction,
      reason: DismissalReason = 'manual_dismiss',
    ): Promise<SuggestionDto> {
      const found = await findOwned(userId, id);
      if (!found) throw AppError.notFound('Suggestion');
      return writes.asUser(userId, found.sessionId, async ({ tx, emit }) => {
        // The session is locked and the user's: the suggestion, if still there, is theirs.
        const inTx = createSuggestionsRepository(tx);
        const current = await inTx.findById(id);
        if (!current) throw AppError.notFound('Suggestion');
        const next = TRANSITIONS[action](current, reason);
        if (next === 'unchanged') return toSuggestionDto(current);
        const [row] = await inTx.setStatus([id], next.status, next.reason);
        if (!row) throw AppError.notFound('Suggestion');
        const dto = toSuggestionDto(row);
        await emit({ type: 'suggestion_update', data: { suggestions: [dto] } });
        return dto;
      });
    },

    /**
     * Spec 000 §5 automatic matching, for interviewer speech from any source: open questions the
     * message asks become `used`. Returns the ones it marked.
     */
    async markAsked(sessionId: string, message: string): Promise<SuggestionDto[]> {
      const askedIn = (rows: SuggestionRow[]) =>
        rows
          .filter((s) => ASKABLE_TYPES.has(s.type) && ['suggested', 'pinned', 'stale'].includes(s.status))
          .filter((s) => questionAsked(s.content, message))
          .map((s) => s.id);
      // Most of what an interviewer says asks none of them: then one read, no transaction.
      if (askedIn(await repo.all(sessionId)).length === 0) return [];
      return writes.asSystem(sessionId, async ({ tx, emit }) => {
        const inTx = createSuggestionsRepository(tx);
        const asked = askedIn(await inTx.all(sessionId));
        const rows = await inTx.setStatus(asked, 'used', null);
        const dtos = rows.map(toSuggestionDto);
        if (dtos.length) await emit({ type: 'suggestion_update', data: { suggestions: dtos } });
        return dtos;
      });
    },

    /**
     * Stores a guard warning about an interviewer chunk as a pinned hint (`new_suggestion`), once
     * per chunk and only while the session is active.
     */
    async addWarning(
      sessionId: string,
      chunkId: string,
      warning: Warning,
    ): Promise<SuggestionDto | undefined> {
      return writes.asSystem(sessionId, async ({ tx, emit, session }) => {
        if (session.status !== 'active') return undefined;
        const inTx = createSuggestionsRepository(tx);
        if ((await inTx.flaggedChunkIds(sessionId, { keptAnswers: true })).includes(chunkId))
          return undefined;
        const [row] = await inTx.insertMany(sessionId, [
          { type: 'hint', status: 'pinned', content: warning.content, tags: warning.tags, chunkId },
        ]);
        if (!row) return undefined;
        const dto = toSuggestionDto(row);
        await emit({ type: 'new_suggestion', data: { suggestions: [dto] } });
        return dto;
      });
    },

    /** Every suggestion of the session, whatever its status (the caller has checked the owner). */
    all: (sessionId: string): Promise<SuggestionRow[]> => repo.all(sessionId),
    /** The interviewer chunks guard warnings flagged: their answers are not evidence. */
    flaggedChunkIds: (sessionId: string): Promise<string[]> => repo.flaggedChunkIds(sessionId),
    /** A pass's new cards, then the aging of older ones, in the pass's transaction. */
    store: storeSuggestions,
    age: ageSuggestions,
  };
}
export type SuggestionsService = ReturnType<typeof createSuggestionsService>;

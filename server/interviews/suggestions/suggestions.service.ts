import type { DismissalReason, SuggestionDto, SuggestionStatus } from '#contracts/realtime.ts';
import { questionAsked } from '#contracts/sessions.ts';
import { AppError } from '#server/lib/errors.ts';
import { toSuggestionDto } from '../interviews.mapper.ts';
import type { InterviewRepositories } from '../repositories.ts';
import { type SessionWrites, sessionNotFound } from '../session-writes.ts';
import type { SuggestionRow } from './suggestions.repository.ts';

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

type Deps = { repos: InterviewRepositories; writes: SessionWrites };

export function createSuggestionsService({ repos, writes }: Deps) {
  return {
    async list(userId: string, sessionId: string): Promise<SuggestionDto[]> {
      if (!(await repos.sessions.findById(userId, sessionId))) throw sessionNotFound();
      return (await repos.suggestions.list(sessionId)).map(toSuggestionDto);
    },

    /** Applies an action; another user's suggestion is a 404. Publishes `suggestion_update`. */
    async act(
      userId: string,
      id: string,
      action: SuggestionAction,
      reason: DismissalReason = 'manual_dismiss',
    ): Promise<SuggestionDto> {
      const found = await repos.suggestions.findOwned(userId, id);
      if (!found) throw AppError.notFound('Suggestion');
      return writes.asUser(userId, found.sessionId, async ({ repos: tx, emit }) => {
        const current = await tx.suggestions.findOwned(userId, id);
        if (!current) throw AppError.notFound('Suggestion');
        const next = TRANSITIONS[action](current, reason);
        if (next === 'unchanged') return toSuggestionDto(current);
        const [row] = await tx.suggestions.setStatus([id], next.status, next.reason);
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
      return writes.asSystem(sessionId, async ({ repos: tx, emit }) => {
        const open = (await tx.suggestions.all(sessionId)).filter(
          (s) => ASKABLE_TYPES.has(s.type) && ['suggested', 'pinned', 'stale'].includes(s.status),
        );
        const asked = open.filter((s) => questionAsked(s.content, message)).map((s) => s.id);
        const rows = await tx.suggestions.setStatus(asked, 'used', null);
        const dtos = rows.map(toSuggestionDto);
        if (dtos.length) await emit({ type: 'suggestion_update', data: { suggestions: dtos } });
        return dtos;
      });
    },
  };
}
export type SuggestionsService = ReturnType<typeof createSuggestionsService>;

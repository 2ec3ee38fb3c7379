import type { SuggestionType } from '#contracts/assistant.ts';
import { COMPLIANCE_TAG } from '#contracts/compliance.ts';
import type { SessionWrite } from '../sessions/session-writes.ts';
import { toSuggestionDto } from './suggestions.mapper.ts';
import { createSuggestionsRepository, type SuggestionRow } from './suggestions.repository.ts';

/** How many unpinned suggestions the dashboard shows at once; older ones become stale. */
export const VISIBLE_SUGGESTIONS = 3;

/** A pass's new cards, for the agenda item in progress (`itemId`). */
export type NewSuggestions = {
  suggestions: { type: SuggestionType; content: string; tags: string[] }[];
  itemId: string | null;
};

/**
 * Whether a pass has anything to write: new suggestions, notes or section drafts, or older
 * suggestions to make stale (judged on the suggestions the pass read; its transaction reads them
 * again under the session's lock). A pass with nothing opens no transaction.
 */
export function hasWrites(
  output: NewSuggestions & { notes: readonly unknown[] },
  drafts: readonly unknown[],
  previous: SuggestionRow[],
) {
  if (output.suggestions.length || output.notes.length || drafts.length) return true;
  const { otherItem, current } = onScreen(previous, output.itemId);
  return otherItem.length > 0 || current.length > VISIBLE_SUGGESTIONS;
}

/**
 * The unpinned suggestions on the dashboard, newest first: those of another agenda item than
 * `itemId`, and the rest. Guard warnings have their own path: never counted among the three,
 * never made stale.
 */
function onScreen(rows: SuggestionRow[], itemId: string | null) {
  const visible = rows
    .filter((s) => s.status === 'suggested' && !s.tags?.includes(COMPLIANCE_TAG))
    .sort((x, y) => y.timestamp.getTime() - x.timestamp.getTime());
  const otherItem = visible.filter((s) => itemId && s.agendaItemId && s.agendaItemId !== itemId);
  return { otherItem, current: visible.filter((s) => !otherItem.includes(s)) };
}

/**
 * The pass's writes, in one transaction with the aging, notes and drafts after it (one session
 * lock and one BEGIN…COMMIT a pass): stores the new suggestions.
 */
export async function storeSuggestions({ tx, emit, session }: SessionWrite, output: NewSuggestions) {
  if (session.status !== 'active' || output.suggestions.length === 0) return;
  const base = Date.now();
  const inserted = await createSuggestionsRepository(tx).insertMany(
    session.id,
    output.suggestions.map((s, i) => ({
      type: s.type,
      content: s.content,
      tags: s.tags,
      agendaItemId: output.itemId,
      timestamp: new Date(base + i),
    })),
  );
  if (inserted.length)
    await emit({ type: 'new_suggestion', data: { suggestions: inserted.map(toSuggestionDto) } });
}

/**
 * Then makes older unpinned suggestions stale — those of another agenda item (`auto_transition`)
 * and any beyond the newest three (`stale`) — (`suggestion_update`).
 */
export async function ageSuggestions({ tx, emit, session }: SessionWrite, itemId: string | null) {
  if (session.status !== 'active') return;
  const repo = createSuggestionsRepository(tx);
  const { otherItem, current } = onScreen(await repo.all(session.id), itemId);
  const aged = [
    ...(await repo.setStatus(
      otherItem.map((s) => s.id),
      'stale',
      'auto_transition',
    )),
    ...(await repo.setStatus(
      current.slice(VISIBLE_SUGGESTIONS).map((s) => s.id),
      'stale',
      'stale',
    )),
  ];
  if (aged.length)
    await emit({ type: 'suggestion_update', data: { suggestions: aged.map(toSuggestionDto) } });
}

/** A note for the interviewer alone, pinned so it stays until they dismiss it (`new_suggestion`). */
export async function storePinnedHint({ tx, emit, session }: SessionWrite, content: string, tags: string[]) {
  if (session.status !== 'active') return;
  const inserted = await createSuggestionsRepository(tx).insertMany(session.id, [
    { type: 'hint', status: 'pinned', content, tags },
  ]);
  if (inserted.length)
    await emit({ type: 'new_suggestion', data: { suggestions: inserted.map(toSuggestionDto) } });
}

import { toNoteDto, toSuggestionDto } from '../interviews.mapper.ts';
import type { SessionWrite } from '../session-writes.ts';
import type { LiveTurnResult } from './live-turn.ts';

/** How many unpinned suggestions the dashboard shows at once; older ones become stale. */
export const VISIBLE_SUGGESTIONS = 3;

type Output = {
  suggestions: LiveTurnResult['suggestions'];
  notes: LiveTurnResult['notes'];
  itemId: string | null;
};

/**
 * The pass's first transaction, kept short so `new_suggestion` reaches the dashboard as soon as it
 * commits: stores the new suggestions.
 */
export async function storeSuggestions(
  { repos, emit, session }: SessionWrite,
  output: Output,
): Promise<void> {
  if (session.status !== 'active' || output.suggestions.length === 0) return;
  const base = Date.now();
  const inserted = await repos.suggestions.insertMany(
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
 * The pass's second transaction: makes older unpinned suggestions stale — those of another agenda
 * item (`auto_transition`) and any beyond the newest three (`stale`) — (`suggestion_update`), and
 * stores new notes (`new_note`). Between the two commits the dashboard may briefly show one more
 * suggestion than three.
 */
export async function tidyAfterSuggestions(
  { repos, emit, session }: SessionWrite,
  output: Output,
): Promise<void> {
  if (session.status !== 'active') return;
  const sessionId = session.id;
  const visible = (await repos.suggestions.all(sessionId))
    .filter((s) => s.status === 'suggested')
    .sort((x, y) => y.timestamp.getTime() - x.timestamp.getTime());
  const otherItem = visible.filter(
    (s) => output.itemId && s.agendaItemId && s.agendaItemId !== output.itemId,
  );
  const current = visible.filter((s) => !otherItem.includes(s));
  const aged = [
    ...(await repos.suggestions.setStatus(
      otherItem.map((s) => s.id),
      'stale',
      'auto_transition',
    )),
    ...(await repos.suggestions.setStatus(
      current.slice(VISIBLE_SUGGESTIONS).map((s) => s.id),
      'stale',
      'stale',
    )),
  ];
  if (aged.length)
    await emit({ type: 'suggestion_update', data: { suggestions: aged.map(toSuggestionDto) } });

  if (output.notes.length === 0) return;
  const known = new Set((await repos.notes.list(sessionId)).map((n) => n.content));
  for (const note of output.notes) {
    if (known.has(note.content)) continue;
    known.add(note.content);
    const row = await repos.notes.insert(sessionId, note.content, note.tags);
    if (row) await emit({ type: 'new_note', data: toNoteDto(row) });
  }
}

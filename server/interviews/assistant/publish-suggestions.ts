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
 * In the pass's transaction: stores the new suggestions (`new_suggestion`), makes older unpinned
 * ones stale — those of another agenda item (`auto_transition`) and any beyond the newest three
 * (`stale`) — (`suggestion_update`), and stores new notes (`new_note`).
 */
export async function publishSuggestions(
  { repos, emit, session }: SessionWrite,
  output: Output,
): Promise<void> {
  if (session.status !== 'active') return;
  const sessionId = session.id;
  const base = Date.now();
  const inserted = await repos.suggestions.insertMany(
    sessionId,
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

  const known = new Set((await repos.notes.list(sessionId)).map((n) => n.content));
  for (const note of output.notes) {
    if (known.has(note.content)) continue;
    known.add(note.content);
    const row = await repos.notes.insert(sessionId, note.content, note.tags);
    if (row) await emit({ type: 'new_note', data: toNoteDto(row) });
  }
}

import type { InterviewTrace } from '../run-interview.ts';
import { cardsOf, type Property } from './property.ts';

/** The turns of each agenda item, in order (an item runs until the next one starts). */
function turnsByItem(trace: InterviewTrace) {
  const items: { title: string; turns: InterviewTrace['turns'] }[] = [];
  for (const t of trace.turns) {
    if (t.turn.startsItem !== undefined || items.length === 0)
      items.push({ title: trace.interview.agenda[t.turn.startsItem ?? 0]?.title ?? '', turns: [] });
    items.at(-1)?.turns.push(t);
  }
  return items;
}

export const helpsInEveryItem: Property = {
  id: 'helps-in-every-substantive-item',
  rule: 'Every agenda item where the candidate answers in substance gets at least one card.',
  violations: (trace) =>
    turnsByItem(trace)
      .filter((item) =>
        item.turns.some((t) => t.turn.marks.includes('strong') || t.turn.marks.includes('vague')),
      )
      .filter((item) => !item.turns.some((t) => cardsOf(t).length > 0))
      .map((item) => `no card during “${item.title}”`),
};

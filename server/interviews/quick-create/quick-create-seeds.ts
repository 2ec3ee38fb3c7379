import type { ReviewedAgendaItem, ReviewedScorecardItem } from '#contracts/quick-create.ts';
import type { AgendaItemInput } from '#contracts/sessions.ts';
import { agendaFromInput, type ItemSeed } from '../sessions/template-items.ts';

const toAgendaInput = (item: ReviewedAgendaItem): AgendaItemInput => ({
  id: item.id,
  title: item.title,
  description: item.content.trim() || null,
  ...(item.duration ? { estimatedDuration: item.duration } : {}),
  subtasks: item.children.map(toAgendaInput),
});

/** The reviewed agenda as the session's items: content becomes the description, minutes default to 15. */
export const agendaSeeds = (items: ReviewedAgendaItem[]): ItemSeed[] =>
  agendaFromInput(items.map(toAgendaInput));

/** The reviewed scorecard as the session's sections, each with its starting text; ids made unique. */
export function scorecardSeeds(items: ReviewedScorecardItem[]): ItemSeed[] {
  const seeds: ItemSeed[] = [];
  const seen = new Set<string>();
  const walk = (list: ReviewedScorecardItem[], parentItemId: string | null) => {
    for (const item of list) {
      let itemId = item.id.slice(0, 100);
      for (let n = 2; seen.has(itemId); n++) itemId = `${item.id.slice(0, 90)}-${n}`;
      seen.add(itemId);
      seeds.push({
        itemId,
        parentItemId,
        title: item.title,
        content: item.content,
        itemOrder: seeds.length,
      });
      walk(item.children, itemId);
    }
  };
  walk(items, null);
  return seeds;
}

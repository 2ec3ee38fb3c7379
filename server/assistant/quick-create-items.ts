import type { ChangeType, QuickCreateItem, QuickCreateSummary } from '#contracts/quick-create.ts';

/** An item before it has its id. */
export type DraftItem = Omit<QuickCreateItem, 'id' | 'children'> & { children?: DraftItem[] };

/**
 * Ids in reading order, unique across the list: `agenda-1`, `agenda-1-2`; `scorecard-3`,
 * `scorecard-3-1` (spec 000 §9: agenda ids look like agenda-N).
 */
export function numberItems(prefix: 'agenda' | 'scorecard', items: DraftItem[]): QuickCreateItem[] {
  const number = (list: DraftItem[], base: string): QuickCreateItem[] =>
    list.map(({ children, ...item }, index) => {
      const id = `${base}-${index + 1}`;
      return { ...item, id, children: number(children ?? [], id) };
    });
  return number(items, prefix);
}

const countOf = (items: QuickCreateItem[], type: ChangeType): number =>
  items.reduce(
    (n, item) => n + ((item.change_type ?? 'KEPT') === type ? 1 : 0) + countOf(item.children, type),
    0,
  );

/** Counts over both lists, children included; the adaptations as given. */
export function summarize(
  agenda: QuickCreateItem[],
  scorecard: QuickCreateItem[],
  keyAdaptations: string[],
): QuickCreateSummary {
  const all = [...agenda, ...scorecard];
  return {
    items_kept: countOf(all, 'KEPT'),
    items_modified: countOf(all, 'MODIFIED'),
    items_added: countOf(all, 'ADDED'),
    items_removed: countOf(all, 'REMOVED'),
    key_adaptations: keyAdaptations,
  };
}

/**
 * "Coding screen: Senior Backend Engineer". The session lists show it as the position, beside
 * the candidate's name, so the name is not repeated in it.
 */
export function interviewTitleFor(type: string, jobRole: string): string {
  return `${type}: ${jobRole}`.slice(0, 200);
}

/** "A, B and C". */
export function listWords(words: string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** Minutes that land in [min, max]: the nearer bound when `total` is outside. */
export const clampMinutes = (total: number, min: number, max: number) => Math.min(max, Math.max(min, total));

import { OFFLINE_NOTICE, parseAgendaContent } from '#contracts/assistant.ts';

/** One row of `scorecard_template_items` / `agenda_template_items`; sessions copy these. */
export type TemplateItemDraft = {
  itemId: string;
  parentItemId: string | null;
  content: string;
  itemOrder: number;
};
export type AgendaItemRowDraft = TemplateItemDraft & { duration: number };

const LIST_MARK = /^(?:[-*•·+–]|\d+[.)]|\(\d+\))(?:\s+|$)/;
const BULLET = /^[-*•·+–](?:\s+|$)/;

/** Markdown decoration that carries no meaning in an item: `## `, `**bold**`. */
const plain = (text: string) =>
  text
    .replace(LIST_MARK, '')
    .replace(/^#+\s*/, '')
    .replace(/^(\*\*|__)(.+)\1$/, '$2')
    .trim();

/**
 * Scorecard content to items: one per non-empty line. A line that is indented or bulleted is a
 * child of the heading line before it (`1`, then `1.1`, `1.2`); other lines are headings. Bullets
 * before any heading are top-level items. `itemOrder` is the position in the whole list. The
 * offline assistant's notice line is not an item.
 */
export function scorecardItems(content: string): TemplateItemDraft[] {
  const items: TemplateItemDraft[] = [];
  let heading: TemplateItemDraft | undefined;
  let topLevel = 0;
  let children = 0;
  for (const line of content.split(/\r?\n/)) {
    const text = plain(line.trim());
    if (!text || text === OFFLINE_NOTICE) continue;
    const nested = /^\s/.test(line) || BULLET.test(line.trim());
    if (nested && heading) {
      children += 1;
      const itemId = `${heading.itemId}.${children}`;
      items.push({ itemId, parentItemId: heading.itemId, content: text, itemOrder: items.length });
      continue;
    }
    topLevel += 1;
    const item = { itemId: String(topLevel), parentItemId: null, content: text, itemOrder: items.length };
    items.push(item);
    if (!nested) {
      heading = item;
      children = 0;
    }
  }
  return items;
}

/**
 * Agenda content (JSON from the assistant, or typed lines) to timed items via the assistant's
 * parser. An item's description becomes its child with no time of its own.
 */
export function agendaItems(content: string): AgendaItemRowDraft[] {
  const rows: AgendaItemRowDraft[] = [];
  parseAgendaContent(content).forEach((item, index) => {
    const itemId = String(index + 1);
    rows.push({
      itemId,
      parentItemId: null,
      content: item.title,
      duration: item.duration,
      itemOrder: rows.length,
    });
    if (item.description) {
      const child = { itemId: `${itemId}.1`, parentItemId: itemId, content: item.description };
      rows.push({ ...child, duration: 0, itemOrder: rows.length });
    }
  });
  return rows;
}

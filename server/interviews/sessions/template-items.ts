import type { AgendaItemInput, AgendaItemStatus } from '#contracts/sessions.ts';
import type { TemplateSource, TemplateSourceItem } from '#server/setup/setup-reads.ts';
import { agendaItems, scorecardItems } from '#server/setup/template-items.ts';

/** A session agenda or scorecard item before it is stored (copied, never linked). */
export type ItemSeed = {
  itemId: string;
  parentItemId: string | null;
  title: string;
  itemOrder: number;
  duration?: number;
  description?: string | null;
  status?: AgendaItemStatus;
  /** A scorecard item's starting text (Quick Create); empty when absent. */
  content?: string;
};
type Draft = Omit<ItemSeed, 'itemOrder'>;

/** Gives every seed a session-unique id of at most 100 characters, and its order. */
function finish(seeds: Draft[]): ItemSeed[] {
  const seen = new Set<string>();
  return seeds.map((seed, itemOrder) => {
    let itemId = seed.itemId.slice(0, 100);
    for (let n = 2; seen.has(itemId); n++) itemId = `${seed.itemId.slice(0, 90)}-${n}`;
    seen.add(itemId);
    return { ...seed, itemId, itemOrder };
  });
}

/** The create payload's agenda items; `subtasks` become children. */
export function agendaFromInput(items: AgendaItemInput[]): ItemSeed[] {
  const seeds: Draft[] = [];
  const walk = (list: AgendaItemInput[], parent: string | null) => {
    for (const item of list) {
      const itemId = item.id || `agenda-${seeds.length + 1}`;
      seeds.push({
        itemId,
        parentItemId: parent,
        title: item.title,
        description: item.description ?? null,
        duration: item.estimatedDuration ?? 15,
        status: item.status ?? 'pending',
      });
      if (item.subtasks?.length) walk(item.subtasks, itemId);
    }
  };
  walk(items, null);
  return finish(seeds);
}

/**
 * Stored agenda rows (`content` is the title) to seeds with ids `{prefix}-{itemId}`. A child
 * without time of its own is the parent's description (how the setup forms store one).
 */
function fromAgendaRows(rows: TemplateSourceItem[], prefix: string): ItemSeed[] {
  const id = (itemId: string) => `${prefix}-${itemId}`;
  const seeds: Draft[] = [];
  for (const row of rows) {
    const parent = row.parentItemId ? seeds.find((s) => s.itemId === id(row.parentItemId ?? '')) : undefined;
    if (parent && row.duration === 0) {
      parent.description = [parent.description, row.content].filter(Boolean).join('\n');
      continue;
    }
    const title = row.content.trim();
    if (!title) continue;
    seeds.push({
      itemId: id(row.itemId),
      parentItemId: row.parentItemId ? id(row.parentItemId) : null,
      title: title.slice(0, 500),
      duration: row.duration ?? 15,
      description: null,
    });
  }
  return finish(seeds);
}

/** Agenda text (JSON array or one item per line), e.g. a custom agenda or a template's content. */
export function agendaFromText(content: string, prefix = 'agenda'): ItemSeed[] {
  return fromAgendaRows(agendaItems(content), prefix);
}

/** A saved agenda: its stored items when it has them, else its content. */
export function agendaFromTemplate(source: TemplateSource): ItemSeed[] {
  return source.items.length ? fromAgendaRows(source.items, 'agenda') : agendaFromText(source.content);
}

const fromScorecardRows = (rows: TemplateSourceItem[]): ItemSeed[] =>
  finish(
    rows
      .map((row) => ({
        itemId: row.itemId,
        parentItemId: row.parentItemId,
        title: row.content.trim().slice(0, 500),
      }))
      .filter((seed) => seed.title),
  );

/** Scorecard text as the setup forms read it: heading lines, with bulleted or indented criteria under them. */
export function scorecardFromText(content: string): ItemSeed[] {
  return fromScorecardRows(scorecardItems(content));
}

/** A saved scorecard: its stored items when it has them, else its content. */
export function scorecardFromTemplate(source: TemplateSource): ItemSeed[] {
  return source.items.length ? fromScorecardRows(source.items) : scorecardFromText(source.content);
}

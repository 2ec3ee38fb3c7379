import type { AgendaItemDto, AgendaItemStatus } from '#contracts/sessions.ts';
import { buildTree } from '../item-tree.ts';
import { oneOf } from '../one-of.ts';
import type { AgendaItemRow } from './agenda.repository.ts';

const agendaStatus = oneOf<AgendaItemStatus>(['pending', 'in-progress', 'completed'], 'pending');

export const toAgendaTree = (rows: AgendaItemRow[]): AgendaItemDto[] =>
  buildTree(rows, (r) => ({
    id: r.itemId,
    title: r.title,
    description: r.description,
    duration: r.duration,
    status: agendaStatus(r.status),
    startedAt: r.startedAt?.toISOString() ?? null,
    completedAt: r.completedAt?.toISOString() ?? null,
    children: [],
  }));

/** Completed items over all items, as a whole percentage. */
export function progressOf(rows: AgendaItemRow[]): number {
  if (rows.length === 0) return 0;
  return Math.round((100 * rows.filter((r) => r.status === 'completed').length) / rows.length);
}

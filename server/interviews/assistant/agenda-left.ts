import type { AgendaItemRow } from '../agenda/agenda.service.ts';

/** How many of the items still to come a pass names. */
const NAMED = 4;

/**
 * The agenda after the current item, and the planned minutes left: the current item's remaining
 * minutes (from when the assistant first saw it in progress) plus every item not yet done.
 */
export function agendaLeft(
  rows: AgendaItemRow[],
  current: AgendaItemRow | undefined,
  startedAt: number | undefined,
  now: number,
): { titles: string[]; minutesLeft: number } {
  const ahead = rows.filter((r) => r.status !== 'completed' && r !== current && r.parentItemId === null);
  const elapsed = startedAt === undefined ? 0 : (now - startedAt) / 60_000;
  const currentLeft = current ? Math.max(0, current.duration - elapsed) : 0;
  const minutesLeft = Math.round(currentLeft + ahead.reduce((sum, r) => sum + r.duration, 0));
  return { titles: ahead.slice(0, NAMED).map((r) => r.title), minutesLeft };
}

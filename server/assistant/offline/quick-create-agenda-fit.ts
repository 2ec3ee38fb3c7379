import { allocateMinutes } from '../agenda-timing.ts';
import { clampMinutes } from '../quick-create-items.ts';
import { type AgendaEntry, activeEntries } from './quick-create-agenda-entry.ts';

/** Minutes for the items: the total `target`, items to probe keeping at least their minutes. */
function allocate(list: AgendaEntry[], target: number): number[] {
  const protectedMinutes = list.reduce((n, e) => n + (e.focus ? e.minutes : 0), 0);
  const others = list.filter((e) => !e.focus);
  const rest = target - protectedMinutes;
  const growing = target >= list.reduce((n, e) => n + e.minutes, 0);
  if (growing || others.length === 0 || rest < others.length) {
    // Shares by weight, items to probe counting double: they gain the most, or lose the least.
    return allocateMinutes(
      list.map((e) => e.minutes * (e.focus ? 2 : 1)),
      target,
    );
  }
  const shares = allocateMinutes(
    others.map((e) => e.minutes),
    rest,
  );
  let next = 0;
  return list.map((e) => (e.focus ? e.minutes : (shares[next++] ?? 1)));
}

/** Keeps about one item per 3 minutes, then scales the minutes when the total is out of range. */
export function fitToRange(entries: AgendaEntry[], min: number, max: number, notes: string[]) {
  const range = `${min}–${max} minutes`;
  const sum = () => activeEntries(entries).reduce((n, e) => n + e.minutes, 0);
  const before = sum();
  const room = Math.max(2, Math.floor(clampMinutes(before, min, max) / 3));
  while (activeEntries(entries).length > room) {
    const middle = activeEntries(entries).slice(1, -1);
    // The shortest template item goes first (the later one on ties); then added items, last first.
    const victim = middle
      .filter((e) => e.origin && !e.focus)
      .reduce<AgendaEntry | undefined>((low, e) => (!low || e.minutes <= low.minutes ? e : low), undefined);
    if (victim) victim.removed = `Removed so the agenda fits ${range}`;
    else {
      const added = middle.filter((e) => !e.focus).at(-1);
      if (!added) break;
      entries.splice(entries.indexOf(added), 1);
      notes.push(`Left out “${added.title}”: no room in ${range}`);
    }
  }
  const desired = sum();
  const target = clampMinutes(desired, min, max);
  if (desired !== target) {
    const list = activeEntries(entries);
    const minutes = allocate(list, target);
    list.forEach((e, i) => {
      e.minutes = minutes[i] ?? 1;
    });
    notes.push(`Agenda scaled from ${desired} to ${target} minutes to fit ${range}`);
  } else notes.push(`Agenda totals ${target} minutes, within ${range}`);
}

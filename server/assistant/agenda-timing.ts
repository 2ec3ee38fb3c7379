import type { AgendaItemDraft } from '#contracts/assistant.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The length an offline agenda aims for: the middle of the range, on a 5-minute mark when one fits. */
export function agendaTarget(min: number, max: number): number {
  const middle = (min + max) / 2;
  const rounded = Math.round(middle / 5) * 5;
  return rounded >= min && rounded <= max ? rounded : Math.round(middle);
}

/**
 * Splits `total` minutes across items in proportion to `weights`: whole minutes, in 5-minute steps
 * when the total allows, every item at least one step, summing exactly to `total`.
 * Needs `weights.length <= total`.
 */
export function allocateMinutes(weights: number[], total: number): number[] {
  const step = total >= 30 && total / 5 >= weights.length ? 5 : 1;
  const units = Math.floor(total / step);
  const weightSum = sum(weights) || 1;
  const ideal = weights.map((w) => (units * w) / weightSum);
  // Two minutes at least, when there is room: a one-minute item is not worth a row.
  const least = step === 1 && total >= 2 * weights.length ? 2 : 1;
  const alloc = ideal.map((x) => Math.max(least, Math.floor(x)));
  let diff = units - sum(alloc);
  while (diff !== 0) {
    const index = pickAdjustment(ideal, alloc, diff > 0, least);
    if (index < 0) break;
    alloc[index] = (alloc[index] ?? 0) + (diff > 0 ? 1 : -1);
    diff += diff > 0 ? -1 : 1;
  }
  const minutes = alloc.map((a) => a * step);
  const rest = total - sum(minutes);
  if (rest !== 0) {
    const largest = minutes.indexOf(Math.max(...minutes));
    minutes[largest] = (minutes[largest] ?? 0) + rest;
  }
  return minutes;
}

/** The item furthest below (adding) or above (removing) its ideal share; the first one on ties. */
function pickAdjustment(ideal: number[], alloc: number[], adding: boolean, least: number): number {
  let best = -1;
  let bestGap = Number.NEGATIVE_INFINITY;
  ideal.forEach((x, i) => {
    const a = alloc[i] ?? 0;
    if (!adding && a <= least) return;
    const gap = adding ? x - a : a - x;
    if (gap > bestGap) {
      bestGap = gap;
      best = i;
    }
  });
  return best;
}

/**
 * Makes an agenda's total land in [min, max]: unchanged when it already does, otherwise scaled
 * to the nearer bound keeping proportions. Items beyond one per minute are dropped from the middle.
 */
export function fitAgendaToRange(items: AgendaItemDraft[], min: number, max: number): AgendaItemDraft[] {
  const total = sum(items.map((i) => i.duration));
  if (total >= min && total <= max) return items;
  const target = Math.min(max, Math.max(min, total));
  const kept = items.length > target ? [...items.slice(0, target - 1), ...items.slice(-1)] : items;
  const minutes = allocateMinutes(
    kept.map((i) => i.duration),
    target,
  );
  return kept.map((item, i) => ({ ...item, duration: minutes[i] ?? 1 }));
}

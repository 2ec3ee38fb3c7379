type MaybeRange = { timeRangeMin?: number | null; timeRangeMax?: number | null };

/** Spec 001 §9: the template view shows 0 and 60 minutes when its agenda has no range. */
export function templateTimeRange(agenda: MaybeRange): { min: number; max: number } {
  return { min: agenda.timeRangeMin ?? 0, max: agenda.timeRangeMax ?? 60 };
}

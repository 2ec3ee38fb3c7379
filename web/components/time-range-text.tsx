/** An interview's planned length, e.g. "30–60 min" (agendas and the templates that use them). */
export function formatTimeRange(min: number, max: number): string {
  return min === max ? `${min} min` : `${min}–${max} min`;
}

/** The range as shown, read out as "30 to 60 minutes". */
export function TimeRangeText({ min, max }: { min: number; max: number }) {
  return (
    <span className="tabular-nums">
      <span aria-hidden="true">{formatTimeRange(min, max)}</span>
      <span className="sr-only">{min === max ? `${min} minutes` : `${min} to ${max} minutes`}</span>
    </span>
  );
}

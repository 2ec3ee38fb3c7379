export type StatItem = { label: string; value: number | undefined };

/** Label–number rows for a detail page's statistics; a value still loading shows as a dash. */
export function StatList({ items }: { items: StatItem[] }) {
  return (
    <dl className="grid gap-3">
      {items.map(({ label, value }) => (
        <div key={label} className="flex items-baseline justify-between gap-4 text-sm">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

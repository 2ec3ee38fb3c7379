import type { ReactNode } from 'react';

export type DetailItem = { label: string; value: ReactNode; wide?: boolean };

/** Label–value pairs of a record; empty values are left out. */
export function DetailList({ items }: { items: DetailItem[] }) {
  const present = items.filter(
    ({ value }) => value !== null && value !== undefined && value !== '' && value !== false,
  );
  if (present.length === 0) return <p className="text-sm text-muted-foreground">No details yet.</p>;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {present.map(({ label, value, wide }) => (
        <div key={label} className={wide ? 'grid gap-1 sm:col-span-2' : 'grid gap-1'}>
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd className="text-sm break-words whitespace-pre-wrap">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

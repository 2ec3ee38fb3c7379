import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { formatCount } from '../lib/format-count.ts';
import { Card } from './ui/card.tsx';

export type StatTile = { label: string; value: number | undefined; icon: LucideIcon };

const COLUMNS: Record<number, string> = { 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5' };

/** Summary numbers above a list; a value still loading (or failed) shows as a dash. */
export function StatTiles({ tiles, label }: { tiles: StatTile[]; label: string }) {
  return (
    <dl aria-label={label} className={cn('grid grid-cols-2 gap-4 pb-6', COLUMNS[tiles.length])}>
      {tiles.map(({ label: tileLabel, value, icon: Icon }) => (
        <Card key={tileLabel} className="justify-between gap-1 px-4 py-4">
          <dt className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
            <span>{tileLabel}</span>
            <Icon aria-hidden="true" className="size-4 shrink-0" />
          </dt>
          <dd className="text-2xl font-semibold tabular-nums">
            {value === undefined ? '—' : formatCount(value)}
          </dd>
        </Card>
      ))}
    </dl>
  );
}

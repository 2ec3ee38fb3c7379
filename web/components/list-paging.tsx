import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect } from 'react';
import { formatCount } from '../lib/format-count.ts';
import { Button } from './ui/button.tsx';

type ListPagingProps = {
  /** Names the navigation landmark, e.g. "Companies pages". */
  label: string;
  offset: number;
  limit: number;
  total: number;
  /** How many items the current page holds. */
  shown: number;
  onOffsetChange: (offset: number) => void;
};

/** "Showing X–Y of N" with Previous and Next; steps back when the page emptied (after a delete). */
export function ListPaging({ label, offset, limit, total, shown, onOffsetChange }: ListPagingProps) {
  const emptied = shown === 0 && offset > 0;
  useEffect(() => {
    if (emptied) onOffsetChange(Math.max(0, offset - limit));
  }, [emptied, offset, limit, onOffsetChange]);

  if (total === 0 || shown === 0) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 pt-6">
      <p className="text-sm text-muted-foreground">{`Showing ${formatCount(offset + 1)}–${formatCount(offset + shown)} of ${formatCount(total)}`}</p>
      {total > limit && (
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={offset === 0}
            onClick={() => onOffsetChange(Math.max(0, offset - limit))}
          >
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={offset + shown >= total}
            onClick={() => onOffsetChange(offset + limit)}
          >
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      )}
    </nav>
  );
}

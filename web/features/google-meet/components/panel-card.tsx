import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { cn } from '#web/lib/cn.ts';

type PanelCardProps = {
  title: string;
  /** A short state beside the title (progress, a count), read also while the card is folded. */
  summary?: string;
  children: ReactNode;
};

/** One of the panel's collapsible cards (spec 000 §2), open at first; its title is an h2. */
export function PanelCard({ title, summary, children }: PanelCardProps) {
  const [open, setOpen] = useState(true);
  const contentId = useId();
  return (
    <section aria-label={title} className="rounded-lg border bg-card text-card-foreground shadow-xs">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? contentId : undefined}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full cursor-pointer items-center gap-2 rounded-lg px-3 py-2.5 text-left text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="flex-1">{title}</span>
          {summary && (
            <span className="text-xs font-medium text-muted-foreground tabular-nums">{summary}</span>
          )}
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h2>
      {open && (
        <div id={contentId} className="grid gap-3 px-3 pb-3">
          {children}
        </div>
      )}
    </section>
  );
}

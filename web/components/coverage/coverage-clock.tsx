import { Check, Circle } from 'lucide-react';
import type { CoverageClock as Clock } from '#contracts/coverage.ts';
import { Progress } from '#web/components/ui/progress.tsx';
import { cn } from '#web/lib/cn.ts';
import { minutes } from './coverage-format.ts';

/**
 * Time and coverage at a glance: elapsed and left against the agenda's planned minutes, each
 * item's planned and spent minutes (the one running over said in words, not alarms), and the
 * scorecard criteria with and without evidence. Props only, so any screen can place it.
 */
export function CoverageClock({ clock }: { clock: Clock }) {
  const { plannedMs, elapsedMs, leftMs } = clock;
  const progress = plannedMs > 0 ? Math.min(100, Math.round((100 * elapsedMs) / plannedMs)) : 0;
  const evidenced = clock.criteria.filter((c) => c.evidenced).length;
  return (
    <div className="grid gap-3 text-sm" data-coverage-clock="">
      <div className="grid gap-1.5">
        <p className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span>
            <span className="font-medium tabular-nums">{minutes(elapsedMs)}</span>
            <span className="text-muted-foreground"> elapsed</span>
          </span>
          <span className="tabular-nums">
            {clock.startedAt === null ? (
              <span className="text-muted-foreground">
                Starts with the first line · {minutes(plannedMs)} planned
              </span>
            ) : leftMs >= 0 ? (
              <>
                <span className="font-medium">{minutes(leftMs)}</span>
                <span className="text-muted-foreground"> left of {minutes(plannedMs)}</span>
              </>
            ) : (
              <span className="text-muted-foreground">
                {minutes(leftMs)} past the planned {minutes(plannedMs)}
              </span>
            )}
          </span>
        </p>
        <Progress value={progress} aria-label="Time used of the planned minutes" />
      </div>
      {clock.items.length > 0 && (
        <ul aria-label="Time per agenda item" className="grid gap-1">
          {clock.items.map((item) => (
            <li key={item.id} className="flex items-baseline justify-between gap-2">
              <span
                className={cn(
                  'truncate',
                  item.status === 'in-progress' ? 'font-medium' : 'text-muted-foreground',
                )}
              >
                {item.title}
              </span>
              <span className="shrink-0 text-xs tabular-nums text-muted-foreground">
                {item.status === 'pending' ? '' : `${minutes(item.spentMs)} of `}
                {minutes(item.plannedMs)}
                {item.over && <span className="text-foreground"> · running over</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
      {clock.criteria.length > 0 && (
        <div className="grid gap-1.5">
          <p>
            <span className="font-medium tabular-nums">
              {evidenced} of {clock.criteria.length}
            </span>
            <span className="text-muted-foreground"> criteria have evidence</span>
          </p>
          <ul aria-label="Criteria" className="flex flex-wrap gap-1.5">
            {clock.criteria.map((c) => (
              <li
                key={c.id}
                className={cn(
                  'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs',
                  c.evidenced ? 'bg-muted' : 'border-dashed text-muted-foreground',
                )}
              >
                {c.evidenced ? (
                  <Check aria-hidden="true" className="size-3 text-success" />
                ) : (
                  <Circle aria-hidden="true" className="size-3" />
                )}
                {c.title}
                <span className="sr-only">{c.evidenced ? ' (evidence heard)' : ' (no evidence yet)'}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

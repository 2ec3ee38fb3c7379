import { Check } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

export const WIZARD_STEPS = ['Details', 'Scorecard', 'Agenda'] as const;

/** Where the user is in the 3-step wizard; the current step is marked and announced. */
export function WizardSteps({ current }: { current: number }) {
  return (
    <div className="grid gap-2">
      <ol aria-label="Template steps" className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {WIZARD_STEPS.map((label, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={label}
              aria-current={active ? 'step' : undefined}
              className="flex items-center gap-2 text-sm"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-7 items-center justify-center rounded-full border text-xs font-semibold',
                  active && 'border-primary bg-primary text-primary-foreground',
                  done && 'border-primary bg-accent text-accent-foreground',
                  !active && !done && 'text-muted-foreground',
                )}
              >
                {done ? <Check className="size-3.5" /> : index + 1}
              </span>
              <span className={cn(active ? 'font-medium' : 'text-muted-foreground')}>
                <span className="sr-only">{`Step ${index + 1}: `}</span>
                {label}
                {done && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <p role="status" className="sr-only">
        {`Step ${current + 1} of ${WIZARD_STEPS.length}: ${WIZARD_STEPS[current] ?? ''}`}
      </p>
    </div>
  );
}

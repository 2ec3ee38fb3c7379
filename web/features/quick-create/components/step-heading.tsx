import { useEffect, useRef } from 'react';

type StepHeadingProps = {
  step: 1 | 2;
  title: string;
  /** Take the focus when shown: true after a change of step, not when the page opens. */
  focus: boolean;
};

/** "Step n of 2" and the step's title, an h2 under the page's h1. */
export function StepHeading({ step, title, focus }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);

  return (
    <div className="grid gap-1">
      <p className="text-sm font-medium text-muted-foreground">Step {step} of 2</p>
      <h2 id="quick-step-heading" ref={ref} tabIndex={-1} className="text-xl font-semibold outline-none">
        {title}
      </h2>
    </div>
  );
}

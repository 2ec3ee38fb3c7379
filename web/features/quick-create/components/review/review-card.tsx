import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';

type ReviewCardProps = {
  title: string;
  description?: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
};

/** A titled part of the review; the title is an h3 under the step's h2. */
export function ReviewCard({ title, description, actions, children }: ReviewCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="gap-4">
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
          <div className="grid gap-1">
            <h3 id={headingId} className="leading-none font-semibold">
              {title}
            </h3>
            {description && <p className="text-sm text-muted-foreground">{description}</p>}
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}

import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardHeader } from './ui/card.tsx';

type SectionCardProps = {
  title: string;
  /** A button or link beside the title. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A titled region of a detail page; the title is an h2 under the page's h1. */
export function SectionCard({ title, action, children, className }: SectionCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <Card className="h-full gap-4">
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="leading-none font-semibold">
            {title}
          </h2>
          {action}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}

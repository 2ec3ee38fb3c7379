import { AlertCircle, ArrowLeft, RotateCw, SearchX } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { Button, buttonVariants } from './ui/button.tsx';
import { Card, CardContent } from './ui/card.tsx';

type MissingRecordStateProps = {
  /** e.g. "Scorecard Not Found"; an h2 under the page's h1. */
  title: string;
  description?: string;
  backHref: string;
  backLabel: string;
  /** For a failed load (not a missing record): offers to fetch again. */
  onRetry?: () => void;
  retrying?: boolean;
};

/** A detail or edit page whose record is missing or failed to load, with the way back. */
export function MissingRecordState(props: MissingRecordStateProps) {
  const { title, description, backHref, backLabel, onRetry, retrying = false } = props;
  const headingId = useId();
  const Icon = onRetry ? AlertCircle : SearchX;
  return (
    <Card className="max-w-xl" role="alert" aria-labelledby={headingId}>
      <CardContent className="flex items-start gap-4">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="grid gap-3">
          <h2 id={headingId} className="font-semibold">
            {title}
          </h2>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
          <div className="flex flex-wrap gap-2">
            <Link href={backHref} className={buttonVariants({ variant: 'outline', className: 'w-fit' })}>
              <ArrowLeft aria-hidden="true" />
              {backLabel}
            </Link>
            {onRetry && (
              <Button variant="outline" onClick={onRetry} disabled={retrying}>
                <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
                Retry
              </Button>
            )}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from './ui/button.tsx';
import { Card, CardContent } from './ui/card.tsx';

type NotFoundStateProps = { message: string; backHref: string; backLabel: string };

/** A detail page whose record is missing or failed to load, with the way back to its list. */
export function NotFoundState({ message, backHref, backLabel }: NotFoundStateProps) {
  return (
    <Card className="max-w-xl" role="alert">
      <CardContent className="flex items-start gap-4">
        <SearchX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="grid gap-3">
          <p className="font-medium">{message}</p>
          <Link href={backHref} className={buttonVariants({ variant: 'outline', className: 'w-fit' })}>
            {backLabel}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

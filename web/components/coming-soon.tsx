import { Construction } from 'lucide-react';
import { Card, CardContent } from './ui/card.tsx';

/** The honest body of a screen that has not been built yet. */
export function ComingSoon() {
  return (
    <Card data-slot="coming-soon" className="max-w-xl">
      <CardContent className="flex items-start gap-4">
        <Construction aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="space-y-1">
          <p className="font-medium">Coming soon</p>
          <p className="text-sm text-muted-foreground">
            This part of Interview Hub is being built and is not available yet.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

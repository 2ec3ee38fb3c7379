import { cn } from '../lib/cn.ts';
import { Card, CardContent } from './ui/card.tsx';
import { Skeleton } from './ui/skeleton.tsx';

type CardGridSkeletonProps = {
  /** Spec 001 §9: 6 on lists, 3 on sub-lists. */
  count: number;
  /** `grid` for 1/2/3-column lists, `stack` for sub-lists inside a card. */
  layout?: 'grid' | 'stack';
  label?: string;
};

/** Placeholder cards while a list loads, announced once as a status. */
export function CardGridSkeleton({ count, layout = 'grid', label = 'Loading...' }: CardGridSkeletonProps) {
  const keys = Array.from({ length: count }, (_, index) => `placeholder-${index}`);
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <div className={cn('grid gap-4', layout === 'grid' && 'md:grid-cols-2 lg:grid-cols-3')}>
        {keys.map((key) =>
          layout === 'grid' ? (
            <Card key={key} data-slot="skeleton-card" className="gap-4">
              <CardContent className="grid gap-3">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-16 w-full" />
              </CardContent>
            </Card>
          ) : (
            <div key={key} data-slot="skeleton-card" className="grid gap-2 rounded-lg border p-4">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          ),
        )}
      </div>
    </div>
  );
}

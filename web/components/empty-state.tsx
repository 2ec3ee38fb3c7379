import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from './ui/card.tsx';

type EmptyStateProps = { icon: LucideIcon; title: string; description?: string; action?: ReactNode };

/** What a list shows when it has nothing (or nothing matching) to show. */
export function EmptyState({ icon: Icon, title, description, action }: EmptyStateProps) {
  return (
    <Card className="border-dashed shadow-none">
      <CardContent className="flex flex-col items-center gap-3 py-6 text-center">
        <Icon aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="text-lg font-semibold">{title}</h2>
        {description && <p className="max-w-md text-sm text-muted-foreground">{description}</p>}
        {action}
      </CardContent>
    </Card>
  );
}

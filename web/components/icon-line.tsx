import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One fact on a card (an e-mail, a location, a date) behind a small decorative icon. */
export function IconLine({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="min-w-0 truncate">{children}</span>
    </div>
  );
}

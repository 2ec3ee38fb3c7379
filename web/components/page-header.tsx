import { type ReactNode, useEffect } from 'react';
import { cn } from '../lib/cn.ts';

type PageHeaderProps = {
  title: string;
  description?: string;
  /** Buttons or links shown beside the title. */
  actions?: ReactNode;
  className?: string;
};

/** The one h1 of a page; also names the browser tab. */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  useEffect(() => {
    document.title = `${title} · Interview Hub`;
  }, [title]);

  return (
    <div
      data-slot="page-header"
      className={cn('flex flex-wrap items-start justify-between gap-4 pb-6', className)}
    >
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex items-center gap-2">{actions}</div>}
    </div>
  );
}

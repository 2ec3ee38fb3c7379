import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A placeholder block; hidden from assistive technology, so pair it with a status text. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}

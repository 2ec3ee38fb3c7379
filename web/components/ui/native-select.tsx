import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A styled native `<select>`: keyboard, screen reader and mobile pickers work out of the box. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      data-slot="native-select"
      className={cn(
        'flex h-9 w-full min-w-0 cursor-pointer rounded-md border border-input bg-card px-3 py-1 text-sm shadow-sm transition-colors outline-none',
        'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40',
        'disabled:cursor-not-allowed disabled:opacity-50',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
        className,
      )}
      {...props}
    />
  );
}

import { useEffect } from 'react';
import { loadToasterWhenIdle, useLoadedToaster } from '#web/lib/notify.ts';

/**
 * One toast at a time, each for 5000 ms (spec 000 §9); failures use the destructive style. The
 * toaster is loaded once the page is idle, or by the first toast if that comes sooner
 * (web/lib/notify.ts), and mounted as soon as it is in.
 */
export function AppToaster() {
  useEffect(loadToasterWhenIdle, []);
  const Toaster = useLoadedToaster();
  if (!Toaster) return null;
  return (
    <Toaster
      position="bottom-right"
      visibleToasts={1}
      duration={5000}
      closeButton
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: 'Close notification',
        classNames: {
          toast:
            'group flex w-full items-start gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-lg sm:w-[356px]',
          title: 'text-sm font-semibold',
          description: 'text-sm text-muted-foreground',
          icon: 'mt-0.5 [&_svg]:size-4',
          success: '[&_[data-icon]]:text-success',
          error:
            'border-destructive/40 bg-destructive-soft [&_[data-icon]]:text-destructive [&_[data-title]]:text-destructive [&_[data-description]]:text-foreground',
          closeButton:
            'order-last ml-auto rounded-sm p-0.5 text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
        },
      }}
    />
  );
}

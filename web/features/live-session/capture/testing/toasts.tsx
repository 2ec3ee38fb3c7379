import { act, render } from '@testing-library/react';
import { toast } from 'sonner';
import { vi } from 'vitest';
import { AppToaster } from '#web/test/app-toaster.ts';

/** Mounts the app's toaster, with none showing from an earlier test. */
export function renderToaster(): void {
  act(() => {
    toast.dismiss();
  });
  render(<AppToaster />);
}

/**
 * The toast on screen now (one at a time, spec 000 §9), or null. The toaster renders a toast on
 * the next task, so this lets that task run first (with fake timers too).
 */
export async function shownToast(): Promise<{ title: string; description: string | null } | null> {
  await act(async () => {
    if (vi.isFakeTimers()) vi.advanceTimersByTime(0);
    else await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const shown = [...document.querySelectorAll('[data-sonner-toast]')].filter(
    (element) => element.getAttribute('data-removed') !== 'true',
  );
  const latest = shown.at(0);
  if (!latest) return null;
  return {
    title: latest.querySelector('[data-title]')?.textContent ?? '',
    description: latest.querySelector('[data-description]')?.textContent ?? null,
  };
}

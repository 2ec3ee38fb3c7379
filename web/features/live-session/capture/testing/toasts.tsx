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

/** Lets the next task run (with fake timers too). */
async function nextTask(): Promise<void> {
  await act(async () => {
    if (vi.isFakeTimers()) vi.advanceTimersByTime(0);
    else await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function latestToast(): Element | undefined {
  const shown = [...document.querySelectorAll('[data-sonner-toast]')].filter(
    (element) => element.getAttribute('data-removed') !== 'true',
  );
  return shown.at(0);
}

/**
 * The toast on screen now (one at a time, spec 000 §9), or null. The toaster renders a toast on
 * the next task, so this lets that task run first; the first toast loads the toaster before
 * (web/lib/notify.ts), which takes a few tasks more.
 */
export async function shownToast(): Promise<{ title: string; description: string | null } | null> {
  await nextTask();
  for (let task = 0; task < 5 && !latestToast(); task++) await nextTask();
  const latest = latestToast();
  if (!latest) return null;
  return {
    title: latest.querySelector('[data-title]')?.textContent ?? '',
    description: latest.querySelector('[data-description]')?.textContent ?? null,
  };
}

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// findBy*/waitFor wait up to 3 s: a loaded 2-core CI machine can take longer than the 1 s default.
configure({ asyncUtilTimeout: 3_000 });

/**
 * A toast on its way out removes itself 200 ms later (sonner's `TIME_BEFORE_UNMOUNT`), a timer
 * that unmounting does not clear. Fired after the file's DOM is torn down, it throws
 * "window is not defined" into the run, so a file that showed a toast waits for it first.
 */
const TOAST_REMOVAL_MS = 250;
let toastShown = false;

afterEach(() => {
  toastShown ||= document.querySelector('[data-sonner-toast]') !== null;
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

afterAll(async () => {
  if (toastShown) await new Promise((resolve) => setTimeout(resolve, TOAST_REMOVAL_MS));
});

/** Where the dashboard remembers whether the coverage strip's details are shown. */
export const COVERAGE_STRIP_OPEN_KEY = 'interview-hub:coverage-strip-open';

/** Whether the interviewer last chose to see the details; collapsed by default (and without storage). */
export function readCoverageStripOpen(): boolean {
  try {
    return window.localStorage.getItem(COVERAGE_STRIP_OPEN_KEY) === 'true';
  } catch {
    return false;
  }
}

export function storeCoverageStripOpen(open: boolean): void {
  try {
    if (open) window.localStorage.setItem(COVERAGE_STRIP_OPEN_KEY, 'true');
    else window.localStorage.removeItem(COVERAGE_STRIP_OPEN_KEY);
  } catch {
    // Private modes may refuse storage; the choice then lasts only for this page.
  }
}

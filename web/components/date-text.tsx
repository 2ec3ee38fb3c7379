import { useSyncExternalStore } from 'react';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Nov 22, 2026", as `Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year:
 * 'numeric' })` writes it. Built by hand: a page's first `Intl` call loads the browser's locale
 * data, which costs a first visit 30–110 ms before the first rows can show.
 *
 * Calendar dates (a due date, an application date) are picked as a day and stored as that day's
 * UTC midnight, so `inUtc` reads them in UTC to keep the picked day. Other dates are read in the
 * browser's time zone.
 */
export function formatDate(iso: string, inUtc = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return inUtc
    ? `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
    : `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

const noChanges = () => () => {};

/**
 * False while the server renders and while the browser takes over that HTML, true after. The
 * server does not know the browser's time zone: both write a day in UTC, then the browser writes
 * it again in its own (docs/decisions/024-first-screen-on-the-server.md).
 */
function useBrowserZone(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

export function DateText({ value, calendar = false }: { value: string; calendar?: boolean }) {
  const browserZone = useBrowserZone();
  return <time dateTime={value}>{formatDate(value, calendar || !browserZone)}</time>;
}

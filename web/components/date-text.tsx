const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Nov 22, 2026", as `Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year:
 * 'numeric' })` writes it. Built by hand: a page's first `Intl` call loads the browser's locale
 * data, which costs a first visit 30–110 ms before the first rows can show.
 *
 * Calendar dates (a due date, an application date) are picked as a day and stored as that day's
 * UTC midnight, so `calendar` reads them in UTC to keep the picked day.
 */
export function formatDate(iso: string, calendar = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return calendar
    ? `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
    : `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

export function DateText({ value, calendar = false }: { value: string; calendar?: boolean }) {
  return <time dateTime={value}>{formatDate(value, calendar)}</time>;
}

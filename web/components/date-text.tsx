const LOCAL = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const UTC = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * "Nov 22, 2026". Calendar dates (a due date, an application date) are picked as a day and
 * stored as that day's UTC midnight, so `calendar` reads them in UTC to keep the picked day.
 */
export function formatDate(iso: string, calendar = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (calendar ? UTC : LOCAL).format(date);
}

export function DateText({ value, calendar = false }: { value: string; calendar?: boolean }) {
  return <time dateTime={value}>{formatDate(value, calendar)}</time>;
}

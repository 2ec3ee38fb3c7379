/**
 * A job opening's due date is a calendar day, stored as that day's UTC midnight (what the form's
 * date field sends). It is overdue once that day is over where the recruiter is: when it lies
 * before the UTC midnight of their today. The browser names its IANA time zone in the
 * `x-time-zone` header (contracts/headers.ts `TIME_ZONE_HEADER`); a missing or unknown zone counts
 * as UTC. A job due today is not overdue.
 */
const formats = new Map<string, Intl.DateTimeFormat | null>();
const MAX_ZONES = 500;

function formatOf(timeZone: string): Intl.DateTimeFormat | null {
  let format = formats.get(timeZone);
  if (format !== undefined) return format;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    format = null; // not a time zone this runtime knows
  }
  if (formats.size < MAX_ZONES) formats.set(timeZone, format);
  return format;
}

/** Due dates before this instant are overdue: today's date in `timeZone`, as a UTC midnight. */
export function overdueBefore(now: Date, timeZone: string | undefined): Date {
  const format = timeZone ? formatOf(timeZone) : null;
  if (!format) return new Date(now.toISOString().slice(0, 10));
  const part = (type: string) => Number(format.formatToParts(now).find((p) => p.type === type)?.value);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day')));
}

let clock: Intl.DateTimeFormat | undefined;

/**
 * "10:04:31 AM" in the viewer's time zone. The format is built on first use: the first `Intl` call
 * of a page loads locale data, which other screens need not wait for.
 */
export function formatClock(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  clock ??= new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });
  return clock.format(date);
}

export function ClockTime({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={value} className={className}>
      {formatClock(value)}
    </time>
  );
}

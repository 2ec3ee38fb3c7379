const CLOCK = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** "10:04:31 AM" in the viewer's time zone. */
export function formatClock(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : CLOCK.format(date);
}

export function ClockTime({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={value} className={className}>
      {formatClock(value)}
    </time>
  );
}

import type { SessionStatus } from '#contracts/sessions.ts';

const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** "Mar 4, 2026, 2:30 PM" in the viewer's time zone (spec 000 §2: year, short month, day, hour, minute). */
export function formatSessionTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US', DATE_TIME);
}

/** The badge label of spec 000 §4: 'Active', 'Completed', any other status as it is. */
export function sessionStatusLabel(status: SessionStatus): string {
  if (status === 'active') return 'Active';
  if (status === 'completed') return 'Completed';
  return status;
}

/** 'Session active', 'Session completed' or 'Session {status}'. */
export function sessionStatusText(status: SessionStatus): string {
  return `Session ${status}`;
}

/** A whole percentage from 0 to 100; a missing value reads as 0 (spec 000 §3). */
export function progressPercent(value: number | null | undefined): number {
  if (value === null || value === undefined || Number.isNaN(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}

import { describe, expect, it } from 'vitest';
import { formatDate } from './date-text.tsx';

const intl = {
  local: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  calendar: new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }),
};

describe('formatDate', () => {
  it('writes a date as en-US does, for every month, in local time and as a calendar day', () => {
    for (let month = 0; month < 12; month++) {
      for (const [day, hour] of [
        [1, 0],
        [15, 12],
        [28, 23],
      ] as const) {
        const iso = new Date(Date.UTC(2026, month, day, hour, 30)).toISOString();
        expect(formatDate(iso)).toBe(intl.local.format(new Date(iso)));
        expect(formatDate(iso, true)).toBe(intl.calendar.format(new Date(iso)));
      }
    }
  });

  it('keeps the picked day of a calendar date', () => {
    expect(formatDate('2026-11-22T00:00:00.000Z', true)).toBe('Nov 22, 2026');
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});

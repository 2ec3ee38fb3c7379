import { describe, expect, it } from 'vitest';
import { overdueBefore } from './due-dates.ts';

describe('overdue due dates', () => {
  // 03:30 UTC on 24 Nov is still the evening of 23 Nov in New York (UTC−5).
  const now = new Date('2026-11-24T03:30:00Z');

  it('is the start of the recruiter’s own today, as a calendar day', () => {
    expect(overdueBefore(now, 'America/New_York').toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(overdueBefore(now, 'Europe/Berlin').toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(overdueBefore(now, 'Pacific/Kiritimati').toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });

  it('keeps a job due today out of overdue, west of UTC too', () => {
    const dueToday = new Date('2026-11-23T00:00:00.000Z'); // picked 23 Nov in New York
    expect(dueToday < overdueBefore(now, 'America/New_York')).toBe(false);
    const dueYesterday = new Date('2026-11-22T00:00:00.000Z');
    expect(dueYesterday < overdueBefore(now, 'America/New_York')).toBe(true);
  });

  it('counts a missing or unknown zone as UTC', () => {
    expect(overdueBefore(now, undefined).toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(overdueBefore(now, 'Mars/Olympus_Mons').toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(overdueBefore(now, '').toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });
});

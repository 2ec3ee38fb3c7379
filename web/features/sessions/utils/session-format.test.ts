import { describe, expect, it } from 'vitest';
import { localIso } from '#web/test/session-fixtures.ts';
import {
  formatSessionTime,
  progressPercent,
  sessionStatusLabel,
  sessionStatusText,
} from './session-format.ts';

describe('session formatting', () => {
  it('formats times en-US with year, short month, day, hour and minute', () => {
    expect(formatSessionTime(localIso(2026, 11, 22, 0, 7))).toBe('Nov 22, 2026, 12:07 AM');
  });

  it('shows an unreadable timestamp as it is', () => {
    expect(formatSessionTime('soon')).toBe('soon');
  });

  it('labels the badge Active, Completed, or the status as it is', () => {
    expect(sessionStatusLabel('active')).toBe('Active');
    expect(sessionStatusLabel('completed')).toBe('Completed');
    expect(sessionStatusLabel('closed')).toBe('closed');
    expect(sessionStatusText('closed')).toBe('Session closed');
  });

  it('reads a missing progress as 0 and keeps it within 0-100', () => {
    expect(progressPercent(undefined)).toBe(0);
    expect(progressPercent(null)).toBe(0);
    expect(progressPercent(-5)).toBe(0);
    expect(progressPercent(150)).toBe(100);
    expect(progressPercent(33.4)).toBe(33);
  });
});

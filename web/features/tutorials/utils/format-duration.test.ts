import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.ts';

describe('formatDuration', () => {
  it.each([
    [5, '0:05'],
    [60, '1:00'],
    [125, '2:05'],
    [599.6, '10:00'],
    [3725, '62:05'],
  ])('shows %s seconds as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it.each([null, undefined, 0, -3, Number.NaN])('reads "Unknown duration" for %s', (seconds) => {
    expect(formatDuration(seconds)).toBe('Unknown duration');
  });
});

import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';

describe('formatCount', () => {
  it('writes a count as en-US does', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const count of [0, 7, 42, 999, 1_000, 14_296, 50_000, 999_999, 1_000_000, 123_456_789]) {
      expect(formatCount(count)).toBe(intl.format(count));
    }
  });
});

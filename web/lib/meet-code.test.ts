import { describe, expect, it } from 'vitest';
import { meetingKey } from './meet-code.ts';

describe('meeting key', () => {
  it('normalizes Meet codes and links as sessions store them', () => {
    expect(meetingKey(' ABC-DEFG-HIJ ')).toBe('abc-defg-hij');
    expect(meetingKey('abcdefghij')).toBe('abc-defg-hij');
    expect(meetingKey('https://meet.google.com/abc-defg-hij?authuser=1&hs=179')).toBe('abc-defg-hij');
    expect(meetingKey('meet.google.com/ABCDEFGHIJ')).toBe('abc-defg-hij');
  });

  it('keeps other ids as given, and gives null for nothing', () => {
    expect(meetingKey('spaces/AbC123')).toBe('spaces/AbC123');
    expect(meetingKey('abc-defg-hijk')).toBe('abc-defg-hijk');
    expect(meetingKey('   ')).toBeNull();
  });
});

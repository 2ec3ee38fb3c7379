import { describe, expect, it } from 'vitest';
import { meetingKey, meetingKeyOf, meetingSource } from './meeting-source.ts';

describe('meeting source', () => {
  it('asks the SDK inside Meet, which adds meet_sdk to the address', () => {
    expect(meetingSource('?meet_sdk=eyJ4IjoxfQ')).toEqual({ from: 'sdk' });
  });

  it('takes the meetingId parameter in test mode, even inside Meet', () => {
    expect(meetingSource('?test=true&meetingId=abc-defg-hij&meet_sdk=x')).toEqual({
      from: 'address',
      meeting: 'abc-defg-hij',
    });
  });

  it("takes the meetingId parameter in the panel's own tab, and none when it is missing", () => {
    expect(meetingSource('?meetingId=ABCDEFGHIJ')).toEqual({ from: 'address', meeting: 'abc-defg-hij' });
    expect(meetingSource('?test=true')).toEqual({ from: 'address', meeting: null });
    expect(meetingSource('')).toEqual({ from: 'address', meeting: null });
  });
});

describe('meeting key', () => {
  it('normalizes Meet codes and links as sessions store them', () => {
    expect(meetingKey(' ABC-DEFG-HIJ ')).toBe('abc-defg-hij');
    expect(meetingKey('abcdefghij')).toBe('abc-defg-hij');
    expect(meetingKey('https://meet.google.com/abc-defg-hij?authuser=1&hs=179')).toBe('abc-defg-hij');
  });

  it('keeps other ids as given, and gives null for nothing', () => {
    expect(meetingKey('spaces/AbC123')).toBe('spaces/AbC123');
    expect(meetingKey('   ')).toBeNull();
  });

  it("prefers Meet's code to its global id", () => {
    expect(meetingKeyOf({ meetingId: 'spaces/abc', meetingCode: 'abc-defg-hij' })).toBe('abc-defg-hij');
    expect(meetingKeyOf({ meetingId: 'spaces/abc', meetingCode: '' })).toBe('spaces/abc');
    expect(meetingKeyOf({ meetingId: '', meetingCode: '' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { meetingKeyOf, meetingSource } from './meeting-source.ts';

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

describe("the meeting's key", () => {
  it("prefers Meet's code to its global id", () => {
    expect(meetingKeyOf({ meetingId: 'spaces/abc', meetingCode: 'ABC-DEFG-HIJ' })).toBe('abc-defg-hij');
    expect(meetingKeyOf({ meetingId: 'spaces/abc', meetingCode: '' })).toBe('spaces/abc');
    expect(meetingKeyOf({ meetingId: '', meetingCode: '' })).toBeNull();
  });
});

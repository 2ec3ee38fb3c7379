import { describe, expect, it } from 'vitest';
import { aUser } from '#web/test/fixtures.ts';
import { userDisplayName, userInitials } from './user-identity.ts';

describe('userInitials', () => {
  it('uses the first letters of first and last name, uppercased', () => {
    expect(userInitials(aUser({ firstName: 'ada', lastName: 'lovelace' }))).toBe('AL');
  });

  it('uses the one name present when the other is missing', () => {
    expect(userInitials(aUser({ firstName: 'ada', lastName: null }))).toBe('A');
  });

  it('falls back to the e-mail, then the username', () => {
    expect(userInitials(aUser({ firstName: null, lastName: ' ', email: 'zoe@example.com' }))).toBe('Z');
    expect(userInitials(aUser({ firstName: null, lastName: null, email: null, username: 'bob' }))).toBe('B');
  });
});

describe('userDisplayName', () => {
  it('prefers the full name, then the username, then the e-mail', () => {
    expect(userDisplayName(aUser({ firstName: 'Ada', lastName: 'Lovelace' }))).toBe('Ada Lovelace');
    expect(userDisplayName(aUser({ firstName: null, lastName: null, username: 'ada' }))).toBe('ada');
    expect(userDisplayName(aUser({ firstName: null, lastName: null, username: null }))).toBe(
      'alice@example.com',
    );
  });
});

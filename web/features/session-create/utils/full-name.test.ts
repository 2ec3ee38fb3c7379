import { describe, expect, it } from 'vitest';
import { splitFullName } from './full-name.ts';

describe('splitFullName', () => {
  it('splits at the first space into first and last name', () => {
    expect(splitFullName('Ada Lovelace')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(splitFullName('Ada King Lovelace')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
  });

  it('trims the name and the spaces after the first one', () => {
    expect(splitFullName('  Grace    Brewster Hopper ')).toEqual({
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
    });
  });

  it('leaves the last name empty for a single name', () => {
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitFullName('   ')).toEqual({ firstName: '', lastName: '' });
  });
});

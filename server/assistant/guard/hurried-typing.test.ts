import { describe, expect, it } from 'vitest';
import { writtenOut } from './hurried-typing.ts';

describe('notes typed in a hurry', () => {
  it('writes out texting shorthand and contractions without apostrophes', () => {
    expect(writtenOut('r u married')).toBe('are you married');
    expect(writtenOut('whats ur dob')).toBe('what is your date of birth');
    expect(writtenOut('ur from abroad right')).toBe('you are from abroad right');
    expect(writtenOut('any time off in the last 3 yrs')).toBe('any time off in the last 3 years');
    expect(writtenOut('going on mat leave soon?')).toBe('going on maternity leave soon?');
    expect(writtenOut('wat yr did u leave school')).toBe('what year did you leave school');
    expect(writtenOut('send yr cv')).toBe('send your cv');
  });

  it('corrects a misspelling to the most common word one edit away', () => {
    expect(writtenOut('are you religous')).toBe('are you religious');
    expect(writtenOut('how many childern')).toBe('how many children');
  });

  it('leaves capitalised words, known words and the letters that are shorthand only in lower case', () => {
    expect(writtenOut('Experience with R and Tigrinya?')).toBe('Experience with R and Tigrinya?');
    expect(writtenOut('the mat by the door')).toBe('the mat by the door');
    // Words the language model knows, however rare, are not misspellings of commoner ones.
    expect(writtenOut('how would you debug it')).toBe('how would you debug it');
  });
});

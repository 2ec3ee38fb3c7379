import { describe, expect, it } from 'vitest';
import { guardUtterance } from './guard.ts';
import { typedVariant, withTypedVariants } from './typed-variants.ts';

describe('spoken questions as typed notes', () => {
  it('puts the candidate in the third person, drops the punctuation and keeps a typed note as it is', () => {
    const note = typedVariant('Are you married? Just curious.') ?? '';
    expect(note).toMatch(/\bis (?:he|she) married just curious\b/);
    expect(note).not.toMatch(/[?.]|\byou\b/);
    expect(typedVariant('chk if married')).toBeUndefined();
    // The same question always gives the same note, so the trained model does not change between runs.
    expect(typedVariant('Are you married? Just curious.')).toBe(note);
  });

  it('keeps each example beside its note, with the same label', () => {
    expect(withTypedVariants([['How would you support a pregnant passenger?', '']])).toEqual([
      ['How would you support a pregnant passenger?', ''],
      [typedVariant('How would you support a pregnant passenger?'), ''],
    ]);
  });
});

describe('a note to ask about a topic', () => {
  it('is read by meaning, unless it is about the work or asked of everyone', () => {
    expect(guardUtterance('ask re pregnancy, lifting heavy stock')?.category).toBe('pregnancy');
    for (const lawful of [
      'ask re the mosque extension project he managed',
      'confirm 18 plus for flt insurance same for every cand',
      "ask how she'd sell the retirement living flats",
    ])
      expect(guardUtterance(lawful), lawful).toBeUndefined();
  });
});

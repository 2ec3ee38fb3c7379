import { describe, expect, it } from 'vitest';
import { chooseStyleExamples } from './style-choice.ts';

const BACKEND = {
  title: 'Backend screen',
  content: 'Yes.\nPros:\n- x',
  category: 'technical',
  tags: ['engineering'],
};
const NURSE = {
  title: 'Ward panel',
  content: 'Summary: x',
  category: 'behavioral',
  tags: ['nurse', 'healthcare'],
};
const GENERAL = { title: 'Phone screen', content: 'Overall fine.', category: 'general', tags: [] };
const SALES = { title: 'AE loop', content: 'Lean yes.', category: 'behavioral', tags: ['sales'] };

describe('choosing sample feedbacks for a decision', () => {
  it('takes the category that fits the interview and the samples named for the role first', () => {
    const all = [GENERAL, BACKEND, SALES, NURSE];
    expect(
      chooseStyleExamples(all, { family: 'healthcare', kind: 'general', role: 'Registered Nurse' }),
    ).toEqual([NURSE, SALES]);
    expect(
      chooseStyleExamples(all, { family: 'engineering', kind: 'coding-screen', role: 'Backend Engineer' }),
    ).toEqual([BACKEND, GENERAL]);
    expect(chooseStyleExamples(all, { family: 'sales', kind: 'general', role: 'Account Executive' })[0]).toBe(
      SALES,
    );
  });

  it('keeps the most recent first when nothing tells them apart, and uses what there is', () => {
    const older = { ...GENERAL, title: 'Older screen' };
    expect(chooseStyleExamples([GENERAL, older], { family: 'general', kind: 'general', role: '' })).toEqual([
      GENERAL,
      older,
    ]);
    expect(chooseStyleExamples([BACKEND], { family: 'healthcare', kind: 'general', role: 'Nurse' })).toEqual([
      BACKEND,
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { analyse, lemmas, nlp, sentences, words } from './nlp.ts';

describe('nlp', () => {
  it('loads the model once and shares it', () => {
    expect(nlp()).toBe(nlp());
  });

  it('splits sentences and reads lemmas in lower case', () => {
    expect(sentences('Sounds great, thanks. Are you married?')).toEqual([
      'Sounds great, thanks.',
      'Are you married?',
    ]);
    expect(lemmas('Do you have kids?')).toEqual(['do', 'you', 'have', 'kid']);
    expect(words('He was arrested.').map((w) => w.pos)).toEqual(['PRON', 'AUX', 'VERB', 'PUNCT']);
  });

  it('tells questions from statements, with or without a question mark', () => {
    const asked = (text: string) => analyse(text).map((s) => s.question);
    expect(asked('Sounds great, thanks. Can you travel 20% of the time?')).toEqual([false, true]);
    expect(asked('are you able to start in May')).toEqual([true]);
    expect(asked('how old are you')).toEqual([true]);
    expect(asked('Tell me about your last role.')).toEqual([true]);
    expect(asked('So tell me about a recent project you are proud of.')).toEqual([true]);
    expect(asked('Okay, walk me through the incident.')).toEqual([true]);
    expect(asked('Pick one project you are proud of and walk me through it.')).toEqual([true]);
    expect(asked('Take me through your last release.')).toEqual([true]);
    expect(asked('So that was the plan.')).toEqual([false]);
    expect(asked('We have a one-in-five on-call rotation.')).toEqual([false]);
    expect(asked('What a day.')).toEqual([false]);
  });

  it('marks words under a negation', () => {
    const negated = words('I do not have children.')
      .filter((w) => w.negated)
      .map((w) => w.lemma);
    expect(negated).toContain('child');
  });
});

describe('entities', () => {
  it('tells which entity a word is part of', () => {
    const entityOf = (text: string, word: string) => words(text).find((w) => w.text === word)?.entity;
    expect(entityOf('Errors dropped by 40% in March.', '40')).toBe('PERCENT');
    expect(entityOf('Errors dropped by 40% in March.', 'March')).toBe('DATE');
    expect(entityOf('It took two weeks.', 'weeks')).toBe('DURATION');
    expect(entityOf('It took two weeks.', 'took')).toBeUndefined();
  });
});

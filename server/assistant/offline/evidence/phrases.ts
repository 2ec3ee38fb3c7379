import type { Word } from '#server/assistant/nlp/nlp.ts';

/** The forms a word may be looked up by: its lemma, as written, and inflections the model missed. */
export function wordKeys(word: Pick<Word, 'lemma' | 'normal'>): string[] {
  const keys = new Set([word.lemma, word.normal]);
  for (const form of [word.lemma, word.normal]) {
    if (/[^s]s$/.test(form) && form.length > 3) keys.add(form.slice(0, -1));
    if (/ies$/.test(form)) keys.add(`${form.slice(0, -3)}y`);
    if (/ed$/.test(form) && form.length > 4) keys.add(form.slice(0, -1)).add(form.slice(0, -2));
    if (/ing$/.test(form) && form.length > 5) keys.add(form.slice(0, -3)).add(`${form.slice(0, -3)}e`);
    if (/is(?:e|ed|es|ing|ation)$/.test(form)) keys.add(form.replace(/is(e|ed|es|ing|ation)$/, 'iz$1'));
  }
  return [...keys].filter(Boolean);
}

/** A position of a text: every key of the word there. */
export type Slot = string[];

/**
 * The words of a text as slots to match phrases on; punctuation is left out and a hyphenated or
 * slashed word ("non-engineers") counts as its parts, as phrases are written.
 */
export function slotsOf(words: Word[]): Slot[] {
  const slots: Slot[] = [];
  for (const word of words) {
    if (word.type === 'punctuation') continue;
    const parts = word.normal.split(/[-–]/).filter(Boolean);
    if (parts.length > 1) for (const part of parts) slots.push(wordKeys({ lemma: part, normal: part }));
    else slots.push(wordKeys(word));
  }
  return slots;
}

/** A phrase as written in the maps: lower case, hyphens as spaces. */
export const phraseTokens = (phrase: string): string[] =>
  phrase.toLowerCase().replace(/[-–]/g, ' ').split(/\s+/).filter(Boolean);

/** Phrases looked up by their first word; each maps to what it stands for. */
export type PhraseIndex<T> = Map<string, { tokens: string[]; value: T }[]>;

export function phraseIndex<T>(entries: [phrase: string, value: T][]): PhraseIndex<T> {
  const index: PhraseIndex<T> = new Map();
  for (const [phrase, value] of entries) {
    const tokens = phraseTokens(phrase);
    const [first] = tokens;
    if (!first) continue;
    const list = index.get(first) ?? [];
    index.set(first, list);
    list.push({ tokens, value });
  }
  return index;
}

/** Every phrase of the index found in the slots, with its value and where it starts. */
export function findPhrases<T>(slots: Slot[], index: PhraseIndex<T>): { phrase: string; value: T }[] {
  const found: { phrase: string; value: T }[] = [];
  slots.forEach((slot, start) => {
    for (const key of slot) {
      for (const { tokens, value } of index.get(key) ?? []) {
        if (tokens.every((token, i) => slots[start + i]?.includes(token)))
          found.push({ phrase: tokens.join(' '), value });
      }
    }
  });
  return found;
}

import type { Word } from '#server/assistant/nlp/nlp.ts';

/**
 * The words of a sentence that carry its meaning, as the guard's classifier and the evidence
 * matcher read them: content words without auxiliaries, pronouns, fillers and the verbs of asking.
 */
const LIGHT = new Set(
  'be have do get go make say tell ask know think mean want like just really actually maybe ok okay so well um uh yeah right sorry quick thing bit lot kind sort way something anything everything one time'.split(
    ' ',
  ),
);
const CONTENT = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'ADV']);

export const contentWords = (words: readonly Word[]): string[] =>
  words
    .filter((w) => w.type === 'word' && CONTENT.has(w.pos) && !LIGHT.has(w.lemma))
    .flatMap((w) => [w.lemma]);

/** The content words as said (lower case), for comparing with plain seed words. */
export const contentForms = (words: readonly Word[]): string[] =>
  words.filter((w) => w.type === 'word' && CONTENT.has(w.pos) && !LIGHT.has(w.lemma)).map((w) => w.normal);

import { contentWords } from '#server/assistant/guard/nearest-examples.ts';
import { analyse } from './nlp.ts';
import { cosine, wordVectors } from './word-vectors.ts';

/** Below this cosine two words are not taken to say the same thing. */
const NEAR = 0.65;
/** Words too frequent to tell one topic from another (their place in frequency order). */
const COMMON_RANK = 300;

/** A text's topical words: its content lemmas, once each, without the most frequent words. */
export function topicWords(text: string): string[] {
  const table = wordVectors();
  return [
    ...new Set(
      contentWords(analyse(text).flatMap((s) => s.words))
        .map((w) => w.toLowerCase())
        .filter((w) => w.length > 1 && (table.rank(w) ?? Number.POSITIVE_INFINITY) >= COMMON_RANK),
    ),
  ];
}

/** How much a word says: rarer words (later in frequency order) weigh more. */
export const weightOf = (word: string) => Math.log2(2 + (wordVectors().rank(word) ?? 60_000));

/** "deteriorated" and "deterioration", "reconcile" and "reconciling": one word's forms. */
function sameStem(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  if (shorter < 4) return false;
  let common = 0;
  while (common < shorter && a[common] === b[common]) common += 1;
  return common === shorter || (common >= 5 && common >= shorter - 2);
}

/** 1 for the same word, 0.9 for a form of it, the cosine of close vectors, else 0. */
export function nearness(a: string, b: string): number {
  if (a === b) return 1;
  if (sameStem(a, b)) return 0.9;
  const table = wordVectors();
  const va = table.get(a);
  const vb = table.get(b);
  if (!va || !vb) return 0;
  const c = cosine(va, vb);
  return c >= NEAR ? c : 0;
}

/** How near a word comes to any of a text's words. */
export const nearestIn = (word: string, text: readonly string[]): number =>
  text.reduce((best, other) => Math.max(best, nearness(word, other)), 0);

/** How much of one text's topical words another says, exactly or nearly, rarer words weighing more. */
export function cover(topic: readonly string[], text: readonly string[]): number {
  if (topic.length === 0 || text.length === 0) return 0;
  let said = 0;
  let total = 0;
  for (const word of topic) {
    said += weightOf(word) * nearestIn(word, text);
    total += weightOf(word);
  }
  return said / total;
}

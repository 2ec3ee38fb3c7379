import { analyse } from '#server/assistant/nlp/nlp.ts';
import { cosine, wordVectors } from '#server/assistant/nlp/word-vectors.ts';

/**
 * Management talk that says nothing concrete ("drive end-to-end value through synergies"), read by
 * meaning: words whose vectors lie near a few such words. A sentence is buzzword-dense when they
 * make up a good part of its content and it names no figure.
 */
const SEEDS =
  'synergy synergies leverage holistic paradigm transformation transformational innovative strategic empower alignment ecosystem scalable value-add best-in-class stakeholder visionary mindset'.split(
    ' ',
  );
const NEAR = 0.6;
const DENSE = 0.2;

let seeds: Float32Array[] | undefined;
const cache = new Map<string, boolean>();

export function buzzword(lemma: string): boolean {
  const known = cache.get(lemma);
  if (known !== undefined) return known;
  seeds ??= SEEDS.flatMap((w) => wordVectors().get(w) ?? []);
  const v = wordVectors().get(lemma);
  const near = Boolean(v && seeds.some((s) => cosine(v, s) >= NEAR));
  cache.set(lemma, near);
  return near;
}

export function buzzwordDense(text: string): boolean {
  const words = analyse(text)
    .flatMap((s) => s.words)
    .filter((w) => w.type === 'word' && ['NOUN', 'ADJ', 'VERB', 'PROPN'].includes(w.pos));
  if (words.some((w) => w.pos === 'NUM') || /\d/.test(text)) return false;
  const buzz = words.filter((w) => buzzword(w.lemma) || (/-/.test(w.text) && buzzword(w.normal))).length;
  return words.length > 0 && buzz / words.length >= DENSE;
}

import { analyse, type Word } from '#server/assistant/nlp/nlp.ts';
import { meanVector, wordVectors } from '#server/assistant/nlp/word-vectors.ts';
import { buzzword } from './buzzwords.ts';

/**
 * How concrete an answer is, from its own words and whatever the role: the things it names
 * (nouns that lie on the concrete side of a concreteness axis in the word vectors, or too rare
 * for them), its figures and its steps; against what says nothing (abstract nouns, management
 * words, claims about oneself: "I'm very detail-oriented", "communication is key").
 *
 * The axis runs from the mean of a few abstract nouns to the mean of a few everyday objects
 * (semantic projection): "fridge", "invoice", "meter" fall on one side and "culture", "mindset",
 * "efficiency" on the other, in any trade, without a list per role.
 */
export type Specificity = {
  /** Nouns naming things: objects, documents, tools, or words too rare for the vectors. */
  things: number;
  /** Figures that measure something (not "a hundred percent of the time", "number one"). */
  figures: number;
  /** "first", "then", "after that": the steps of what was done. */
  steps: number;
  /** Abstract nouns, management words and claims about oneself. */
  fluff: number;
  /** Content words in all. */
  words: number;
};

const ABSTRACT =
  'approach culture value integrity mindset passion efficiency alignment excellence commitment vision philosophy attitude importance quality'.split(
    ' ',
  );
const CONCRETE =
  'table bottle wire knife paper box screw truck sheet chair door hammer spoon cable shelf'.split(' ');
/** Where a noun's projection counts as a thing, and where as an abstraction. */
const THING = -0.08;
const ABSTRACTION = -0.17;

let axis: Float32Array | undefined;
const projections = new Map<string, number | null>();

function projection(lemma: string): number | null {
  const known = projections.get(lemma);
  if (known !== undefined) return known;
  if (!axis) {
    const c = meanVector(CONCRETE);
    const a = meanVector(ABSTRACT);
    axis = new Float32Array(c?.length ?? 0);
    for (let i = 0; i < axis.length; i += 1) axis[i] = (c?.[i] ?? 0) - (a?.[i] ?? 0);
  }
  const v = wordVectors().get(lemma);
  let p: number | null = null;
  if (v) {
    p = 0;
    for (let i = 0; i < v.length; i += 1) p += (v[i] ?? 0) * (axis[i] ?? 0);
  }
  if (projections.size > 20_000) projections.clear();
  projections.set(lemma, p);
  return p;
}

/** Intensifiers that look like figures: "a hundred percent of the time", "number one", "one team". */
const EMPTY_FIGURES =
  /\b(?:a |one )?hundred (?:per ?cent|%)|\b100 ?%|\b110 ?%|\bnumber one\b|\bone team\b|\bone dream\b|\b24\/7\b|\bsecond nature\b/gi;
const STEP = new Set(['first', 'then', 'next', 'after', 'once', 'finally', 'second', 'third', 'before']);
/** Claims about oneself or about what matters, instead of what was done. */
const CLAIMS =
  /\b(?:i'?m|i am|i'?ve always been)\s+(?:very|really|super|extremely|so|a (?:huge|big|real|strong)|definitely|always|quite)\b|\b(?:is|are)\s+(?:super |really |very |absolutely |so )?(?:key|important|crucial|critical|essential|massive|everything|paramount|vital)\b|\bpassionate\b|\bbeliever\b|\bi believe in\b|\bi (?:always )?make sure\b|\bi(?:'m| am) all about\b|\bat the end of the day\b|\bon the same page\b|\bgo-to\b/gi;

const isNoun = (w: Word) => (w.pos === 'NOUN' || w.pos === 'PROPN') && w.type === 'word';
const isNumber = (w: Word) => w.type === 'number' || w.pos === 'NUM';

export function specificity(text: string): Specificity {
  const claims = text.match(CLAIMS)?.length ?? 0;
  const plain = text.replace(EMPTY_FIGURES, ' ');
  const words = analyse(plain).flatMap((s) => s.words);
  let things = 0;
  let fluff = claims;
  let figures = 0;
  let steps = 0;
  let content = 0;
  for (const [i, w] of words.entries()) {
    if (isNumber(w) && !(w.lemma === 'one' && !isNumber(words[i + 1] ?? w))) figures += 1;
    if (STEP.has(w.normal) && (i === 0 || words[i - 1]?.type === 'punctuation' || w.normal === 'then'))
      steps += 1;
    if (!['NOUN', 'PROPN', 'VERB', 'ADJ'].includes(w.pos) || w.type !== 'word') continue;
    content += 1;
    if (buzzword(w.lemma)) {
      fluff += 1;
      continue;
    }
    if (!isNoun(w) || w.lemma.length < 3) continue;
    const p = projection(w.lemma);
    if (p === null || p >= THING) things += 1;
    else if (p <= ABSTRACTION) fluff += 1;
  }
  return { things, figures, steps, fluff, words: content };
}

/**
 * Detail against fluff: above zero the answer names more things, figures and steps than it makes
 * claims; the bigger, the more concrete.
 */
export function detailScore(s: Specificity): number {
  return s.things + 2 * s.figures + s.steps - 1.5 * s.fluff;
}

import { ComplianceCategory as Categories, type ComplianceCategory } from '#contracts/compliance.ts';
import { analyse, type Sentence } from '#server/assistant/nlp/nlp.ts';
import { meanVector } from '#server/assistant/nlp/word-vectors.ts';
import { writtenOut } from './hurried-typing.ts';
import { contentWords } from './nearest-examples.ts';
import { lemmaLine } from './sentence-lines.ts';
import { topicAffinities } from './topic-seeds.ts';

/**
 * A multinomial logistic regression over an interviewer's words: which protected topic a question
 * asks about, or none. Its features are the words' lemmas and lemma pairs (the line the rules
 * read), the mean vector of the content words, and how close the words lie to each topic's seed
 * words; trained on labelled questions when first used (a few hundred milliseconds), then a
 * sentence costs a dot product per label.
 */

/** The labels in a fixed order: lawful first, then the topics. */
export const LABELS: readonly (ComplianceCategory | null)[] = [null, ...Categories.options];
const TOPICS = Categories.options;
const K = LABELS.length;
const DIMENSIONS = 100;
const DENSE = DIMENSIONS + TOPICS.length;

const AFFINITY_FLOOR = 0.6;
const AFFINITY_WEIGHT = 3;

/** A text or sentence as the classifier reads it. */
export type Features = { terms: string[]; dense: Float32Array };

/** The features of some sentences' words (one sentence, or a whole turn). */
export function featuresOf(sentences: readonly Sentence[]): Features {
  const terms: string[] = [];
  for (const sentence of sentences) {
    const lemmas = lemmaLine(sentence).split(' ').filter(Boolean);
    terms.push(...lemmas, ...lemmas.slice(1).map((l, i) => `${lemmas[i]} ${l}`));
    if (lemmas[0]) terms.push(`^ ${lemmas[0]}`);
  }
  const words = sentences.flatMap((s) => s.words);
  const dense = new Float32Array(DENSE);
  const mean = meanVector(contentWords(words));
  if (mean) dense.set(mean);
  // A topic counts from a word's closeness of 0.6 up (most words lie 0.4–0.6 from every topic).
  topicAffinities(words).forEach((a, i) => {
    dense[DIMENSIONS + i] = AFFINITY_WEIGHT * Math.max(0, (a - AFFINITY_FLOOR) / (1 - AFFINITY_FLOOR));
  });
  return { terms: [...new Set(terms)], dense };
}

/** The features of a text as typed or said (hurried typing written out first). */
export const textFeatures = (text: string): Features => featuresOf(analyse(writtenOut(text)));

export type TopicModel = {
  /** Term → its row of weights (one per label). */
  terms: Map<string, Float32Array>;
  /** DENSE rows of K weights. */
  dense: Float32Array;
  bias: Float32Array;
};

export type Labelled = { features: Features; label: ComplianceCategory | null };

/** Training settings: passes over the examples, step size, L2 penalty, and the fewest times a term must be seen. */
export type Training = { epochs: number; rate: number; l2: number; minCount: number };
export const TRAINING: Training = { epochs: 12, rate: 0.1, l2: 1e-4, minCount: 2 };

/** A fixed-seed shuffle, so the same examples always give the same model. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i -= 1) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Trains the model by stochastic gradient descent with per-weight step sizes (AdaGrad). */
export function trainTopicModel(examples: readonly Labelled[], settings: Partial<Training> = {}): TopicModel {
  const { epochs: EPOCHS, rate: RATE, l2: L2, minCount: MIN_COUNT } = { ...TRAINING, ...settings };
  const counts = new Map<string, number>();
  for (const e of examples) for (const t of e.features.terms) counts.set(t, (counts.get(t) ?? 0) + 1);
  const terms = new Map<string, Float32Array>();
  const termSquares = new Map<string, Float32Array>();
  for (const [t, n] of counts)
    if (n >= MIN_COUNT) {
      terms.set(t, new Float32Array(K));
      termSquares.set(t, new Float32Array(K));
    }
  const model: TopicModel = { terms, dense: new Float32Array(DENSE * K), bias: new Float32Array(K) };
  const denseSquares = new Float32Array(DENSE * K);
  const biasSquares = new Float32Array(K);
  const gradient = new Float32Array(K);
  const step = (weights: Float32Array, squares: Float32Array, at: number, g: number) => {
    const w = weights[at] ?? 0;
    const full = g + L2 * w;
    squares[at] = (squares[at] ?? 0) + full * full;
    weights[at] = w - (RATE * full) / Math.sqrt((squares[at] ?? 0) + 1e-8);
  };
  for (let epoch = 0; epoch < EPOCHS; epoch += 1) {
    for (const { features, label } of shuffled(examples, epoch + 1)) {
      const p = probabilities(model, features);
      const target = LABELS.indexOf(label);
      for (let k = 0; k < K; k += 1) gradient[k] = (p[k] ?? 0) - (k === target ? 1 : 0);
      for (let k = 0; k < K; k += 1) step(model.bias, biasSquares, k, gradient[k] ?? 0);
      for (const t of features.terms) {
        const row = terms.get(t);
        const squares = termSquares.get(t);
        if (!row || !squares) continue;
        for (let k = 0; k < K; k += 1) step(row, squares, k, gradient[k] ?? 0);
      }
      for (let d = 0; d < DENSE; d += 1) {
        const x = features.dense[d] ?? 0;
        if (x === 0) continue;
        for (let k = 0; k < K; k += 1) step(model.dense, denseSquares, d * K + k, x * (gradient[k] ?? 0));
      }
    }
  }
  return model;
}

/** The probability of each label, in the order of `LABELS`. */
export function probabilities(model: TopicModel, features: Features): Float32Array {
  const z = Float32Array.from(model.bias);
  for (const t of features.terms) {
    const row = model.terms.get(t);
    if (row) for (let k = 0; k < K; k += 1) z[k] = (z[k] ?? 0) + (row[k] ?? 0);
  }
  for (let d = 0; d < DENSE; d += 1) {
    const x = features.dense[d] ?? 0;
    if (x !== 0) for (let k = 0; k < K; k += 1) z[k] = (z[k] ?? 0) + x * (model.dense[d * K + k] ?? 0);
  }
  const max = Math.max(...z);
  let sum = 0;
  for (let k = 0; k < K; k += 1) {
    z[k] = Math.exp((z[k] ?? 0) - max);
    sum += z[k] ?? 0;
  }
  for (let k = 0; k < K; k += 1) z[k] = (z[k] ?? 0) / sum;
  return z;
}

export type TopicReading = {
  /** The likeliest protected topic. */
  category: ComplianceCategory;
  /** Its probability. */
  probability: number;
  /** The probability that the question is lawful. */
  lawful: number;
};

/** The likeliest topic of some features, with how likely it and the lawful reading are. */
export function topicOf(model: TopicModel, features: Features): TopicReading {
  const p = probabilities(model, features);
  let best = 1;
  for (let k = 2; k < K; k += 1) if ((p[k] ?? 0) > (p[best] ?? 0)) best = k;
  return {
    category: LABELS[best] as ComplianceCategory,
    probability: p[best] ?? 0,
    lawful: p[0] ?? 0,
  };
}

import { ComplianceCategory as Categories, type ComplianceCategory } from '#contracts/compliance.ts';
import type { Word } from '#server/assistant/nlp/nlp.ts';
import { cosine, wordVectors } from '#server/assistant/nlp/word-vectors.ts';
import { contentForms, contentWords } from './nearest-examples.ts';

/**
 * Each topic as a handful of words that stand for it. A sentence's word belongs to a topic when its
 * vector lies close to one of them, so words the rules never listed ("girlfriend", "rehab",
 * "marines", "fifties") are read by meaning.
 */
const SEEDS: Record<ComplianceCategory, string> = {
  age: 'age older younger birthday retire retirement fifties forties sixties',
  'marital-status': 'married marriage wife husband spouse girlfriend boyfriend divorced wedding fiancee',
  pregnancy: 'pregnant pregnancy baby maternity fertility',
  children: 'kids children daughter son childcare daycare babysitter nanny toddler',
  religion: 'religion religious church mosque synagogue faith pray jewish christian muslim hindu',
  'national-origin': 'nationality citizen citizenship immigrant accent ancestry heritage homeland',
  race: 'race racial ethnic ethnicity skin complexion biracial',
  'disability-health':
    'disability illness disease injury medication rehab alcoholism depression limp surgery health',
  'sexual-orientation': 'gay lesbian bisexual sexuality homosexual queer',
  'gender-identity': 'transgender gender nonbinary transition',
  'arrest-record': 'arrested arrest police jail charged custody detained',
  'salary-history': 'salary paycheck paying earn wage income',
  'military-discharge': 'discharge discharged honorable dishonorable separation',
  'genetic-information': 'hereditary genetic genes dna',
};

let seeds: [ComplianceCategory, Float32Array[]][] | undefined;

const seedVectors = () => {
  seeds ??= (Object.entries(SEEDS) as [ComplianceCategory, string][]).map(([category, list]) => [
    category,
    list.split(' ').flatMap((w) => wordVectors().get(w) ?? []),
  ]);
  return seeds;
};

export type TopicWord = { category: ComplianceCategory; word: string; similarity: number };

/** The sentence's word nearest to a topic, with the topic; undefined below `threshold`. */
export function topicWord(words: readonly Word[], threshold: number): TopicWord | undefined {
  let best: TopicWord | undefined;
  // Each word as said and as its lemma: the seeds are plain words ("kids"), a lemma may not be.
  const forms = new Set([...contentWords(words), ...contentForms(words)]);
  for (const word of forms) {
    const v = wordVectors().get(word);
    if (!v) continue;
    for (const [category, vectors] of seedVectors()) {
      for (const s of vectors) {
        const similarity = cosine(v, s);
        if (similarity >= threshold && (!best || similarity > best.similarity))
          best = { category, word, similarity };
      }
    }
  }
  return best;
}

/**
 * A topic word that only names a thing, as the first of two nouns ("the health system", "a child
 * process", "family law"), gives no topic in a question about doing the work; elsewhere it may
 * ("mental health stuff", "a transition thing").
 */
export const namingWords = (words: readonly Word[]) =>
  words.filter((w, i, all) => !(w.pos === 'NOUN' && all[i + 1]?.pos === 'NOUN'));

/** The words that are not the interviewer's own ("my wife and I run the shop"). */
export const theirs = (words: readonly Word[]) =>
  words.filter((_, i) => !['my', 'our'].includes(words[i - 1]?.text.toLowerCase() ?? ''));

/** Each word's closeness to every topic (the order of `Categories.options`), worked out once. */
const closeness = new Map<string, Float32Array>();

function wordCloseness(word: string): Float32Array | undefined {
  let known = closeness.get(word);
  if (known) return known;
  const v = wordVectors().get(word);
  if (!v) return undefined;
  known = new Float32Array(Categories.options.length);
  const byTopic = new Map(seedVectors());
  Categories.options.forEach((topic, i) => {
    for (const s of byTopic.get(topic) ?? []) known[i] = Math.max(known[i] ?? 0, cosine(v, s));
  });
  closeness.set(word, known);
  return known;
}

/**
 * How close the sentence's words come to each topic's words, in the order of
 * `ComplianceCategory.options`: the classifier's view of topic words nobody labelled ("fiancé",
 * "rehab", "marines").
 */
export function topicAffinities(words: readonly Word[]): Float32Array {
  const out = new Float32Array(Categories.options.length);
  for (const word of new Set([...contentWords(words), ...contentForms(words)])) {
    const near = wordCloseness(word);
    near?.forEach((c, i) => {
      out[i] = Math.max(out[i] ?? 0, c);
    });
  }
  return out;
}

import { ComplianceCategory as Categories, type ComplianceCategory } from '#contracts/compliance.ts';
import type { Sentence, Word } from '#server/assistant/nlp/nlp.ts';
import { featuresOf, type TopicModel, type TopicReading, topicOf } from './topic-classifier.ts';
import { namingWords, theirs, topicAffinities, topicWord } from './topic-seeds.ts';

/** How close a word must lie to a topic's words. */
export const NEAR = 0.76;

/**
 * How the classifier's reading weighs: a question it reads as lawful with at least `veto` is left
 * alone even with a topic word; one it gives a topic with at least `sure` is warned about without
 * one. Tuned by cross-validation on the labelled bank (bench/assistant-quality/guard/bank-report.ts).
 */
export const MEANING = {
  veto: 0.7,
  sure: 0.8,
  ruleVeto: 0.9,
  turnLawful: 0.3,
  turnSure: 0.5,
  /** A turn read as lawful with at most this is a topic's question, however the topics share the rest. */
  turnClear: 0.1,
  /** The classifier renames a rule's finding to a more specific topic it gives at least this. */
  renameSure: 0.6,
  nameNear: 0.99,
};

/** What a topic word alone does not settle: the lawful form of the same question. */
const LAWFUL_FORM: Partial<Record<ComplianceCategory, RegExp>> = {
  age: /\b(?:1[6-9]|21)\b|\blegal minimum\b|\bminimum age\b/,
  'salary-history': /\b(?:expect\w*|range|look for|hope|ask for|budget)\b/,
  'genetic-information': /^(?!.*\b(?:family|parent|mother|father|relative|test|condition|run in|inherit)\b)/,
};

/**
 * The protected topic a question is about, read by meaning: the classifier trained on the labelled
 * questions gives it a topic with confidence, or one of its words lies near a topic's words and
 * the classifier does not read the question as lawful. A topic word that only names a thing of
 * the work ("a child process") counts in neither when the question asks about the work.
 */
export function categoryByMeaning(
  sentence: Sentence,
  line: string,
  aboutTheWork: boolean,
  model: TopicModel,
): ComplianceCategory | undefined {
  const words = aboutTheWork ? namingWords(sentence.words) : sentence.words;
  const near = topicWord(theirs(words), NEAR);
  if (near && LAWFUL_FORM[near.category]?.test(line)) return undefined;
  const reading = topicOf(model, featuresOf([{ ...sentence, words }]));
  if (reading.lawful >= MEANING.veto) return undefined;
  // A word near a topic names it, unless the classifier is sure of another ("your parents… Asian?").
  if (near && !(reading.probability >= MEANING.sure && reading.category !== near.category))
    return near.category;
  return reading.probability >= MEANING.sure && !LAWFUL_FORM[reading.category]?.test(line)
    ? reading.category
    : undefined;
}

/** The words that keep a conversation going ("anything else you'd like to ask?"), naming nothing. */
const CONVERSING = new Set(
  'anything something nothing everything else question thing add ask say tell like want know think mind go have do get'.split(
    ' ',
  ),
);
const names = (w: Word) =>
  ['NOUN', 'PROPN', 'ADJ', 'VERB', 'NUM'].includes(w.pos) && !CONVERSING.has(w.lemma);

/**
 * Whether the classifier's reading of a whole turn names a topic: it is not likely lawful, and
 * either it is sure of the topic or one of the turn's words lies near that topic's words (a phrase
 * learnt from the examples, "your last…", is not enough on its own).
 */
export function readsATopic(reading: TopicReading, words: readonly Word[], lawfulAtMost: number): boolean {
  // "Anything else?" names nothing at all, however unlike a lawful question it looks.
  if (reading.lawful > lawfulAtMost || !words.some(names)) return false;
  if (reading.probability >= MEANING.turnSure) return true;
  if (reading.lawful <= Math.min(lawfulAtMost, MEANING.turnClear)) return true;
  const closeness = topicAffinities(namingWords(words))[Categories.options.indexOf(reading.category)] ?? 0;
  return closeness >= MEANING.nameNear;
}

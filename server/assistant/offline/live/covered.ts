import { cover, nearestIn, topicWords } from '#server/assistant/nlp/word-cover.ts';
import type { LiveQuestion } from './bank.ts';

/** How much of a question's cue words one answer must say for the question to be answered. */
const ANSWERED = 0.45;
/** How near each word of a question's topic must come to a word said for the topic to be named. */
const NAMED = 0.65;

/** Texts already read (questions and answers come back on every pass); the oldest go first. */
const read = new Map<string, string[]>();
function wordsOf(text: string): string[] {
  let words = read.get(text);
  if (!words) {
    words = topicWords(text);
    read.set(text, words);
    if (read.size > 2_000) read.delete(read.keys().next().value ?? '');
  }
  return words;
}

const topics = new WeakMap<LiveQuestion, { topic: string[]; cues: string[] }>();
function topicOf(question: LiveQuestion) {
  let words = topics.get(question);
  if (!words) {
    words = {
      topic: topicWords(question.topic),
      cues: topicWords(`${question.topic} ${question.cues.join(' ')}`),
    };
    topics.set(question, words);
  }
  return words;
}

/**
 * Whether the conversation has already covered a bank question, by meaning: a question asked or
 * a recent answer names its topic ("was the new checkout accessible?" for accessibility, "the
 * biggest was a $140k deal" for the biggest deal), or one of the
 * candidate's answers says much of its cue words ("contrast", "screen readers", "WCAG") — no
 * card then asks what the candidate has just answered.
 */
export function alreadyCovered(question: LiveQuestion, asked: string[], told: string[]): boolean {
  const { topic, cues } = topicOf(question);
  const names = (text: string) => topic.every((w) => nearestIn(w, wordsOf(text)) >= NAMED);
  if (topic.length > 0 && (asked.some(names) || told.some(names))) return true;
  return told.some((text) => cover(cues, wordsOf(text)) >= ANSWERED);
}

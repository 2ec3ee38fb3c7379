import type { CriterionState } from '#contracts/coverage.ts';
import { analyse, type Word } from '#server/assistant/nlp/nlp.ts';

export const COVERAGE_TAG = 'coverage';
const MAX_LISTED = 3;

const list = (titles: string[]) =>
  titles.length > MAX_LISTED
    ? `${titles.slice(0, MAX_LISTED).join(', ')} and ${titles.length - MAX_LISTED} more`
    : titles.join(', ');

/** Lower-cases a capital that only starts the sentence ("Clear…"), not a name ("PostgreSQL"). */
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]*(?:[\s,-]|$)/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/** "Designs data models and…": a longer criterion opening with a third-person verb the model read as a noun. */
const opensWithVerb = (words: Word[]) => {
  const first = words[0];
  if (!first) return false;
  if (first.pos === 'VERB') return words.length > 1;
  return words.length >= 4 && /^[a-z]+[^s]s$/.test(first.normal) && words[1]?.pos !== 'VERB';
};
const verbLemma = (w: Word) => (w.pos === 'VERB' ? w.lemma : w.normal.slice(0, -1));

/**
 * A question that asks for evidence of a criterion. One that starts with a verb ("Designs data
 * models…") asks for a time the candidate did it; any other ("PostgreSQL performance") for an example.
 */
export function questionFor(criterion: string): string {
  const text = criterion.trim().replace(/[.?!]+$/, '');
  const words = analyse(text)[0]?.words ?? [];
  const first = words[0];
  if (first && opensWithVerb(words)) {
    const rest = text.slice(first.text.length).trim();
    return `Can you tell me about a recent time you had to ${verbLemma(first)} ${rest}?`;
  }
  return `Can you walk me through a recent example that shows your ${lowerFirst(text)}?`;
}

/** The one quiet note before the planned end: what is still open, and a question for the first of it. */
export function nudgeText(minutesLeft: number, open: CriterionState[], notStarted: string[]): string | null {
  if (open.length === 0 && notStarted.length === 0) return null;
  const parts = [`About ${Math.max(0, Math.round(minutesLeft))} minutes left.`];
  if (open.length) parts.push(`No evidence yet for: ${list(open.map((c) => c.title))}.`);
  if (notStarted.length) parts.push(`Not started: ${list(notStarted)}.`);
  const first = open[0];
  if (first) parts.push(`You could ask: “${questionFor(first.title)}”`);
  return parts.join(' ');
}

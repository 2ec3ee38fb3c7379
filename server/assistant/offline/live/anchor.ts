import type { Sentence, Word } from '#server/assistant/nlp/nlp.ts';
import { isFigure, isI, isTime, markersIn } from './word-kinds.ts';

const MAX_WORDS = 12;
const LEADING = new Set(['and', 'but', 'so', 'then', 'or']);
const BOUNDARY = new Set([',', ';', ':', '—', '–']);

/** The clauses of a sentence as said, each with its words (split where a comma or dash is). */
function clauses(sentence: Sentence): { text: string; words: Word[] }[] {
  const texts = sentence.text.split(/[,;:](?=\s)|\s[—–]\s/).map((t) => t.trim());
  const groups: Word[][] = [[]];
  for (const word of sentence.words) {
    if (BOUNDARY.has(word.text)) groups.push([]);
    else groups.at(-1)?.push(word);
  }
  if (groups.length !== texts.length) return [{ text: sentence.text, words: sentence.words }];
  return texts.map((text, i) => ({ text, words: groups[i] ?? [] }));
}

/** At most twelve words of the candidate's own, without a leading "and" or the closing punctuation. */
function clip(text: string): string {
  const words = text
    .replace(/[.!?…]+$/, '')
    .split(/\s+/)
    .filter(Boolean);
  while (words.length > 1 && LEADING.has(words[0]?.toLowerCase() ?? '')) words.shift();
  return words.length > MAX_WORDS ? `${words.slice(0, MAX_WORDS).join(' ')}…` : words.join(' ');
}

/** The words of a vague sentence to quote back: the clause that says the least, and enough of it. */
export function vagueAnchor(sentence: Sentence): string {
  const parts = clauses(sentence);
  const counted = parts.map((p, i) => ({ ...p, i, markers: markersIn(p.words) }));
  const best = [...counted].sort((a, b) => b.markers - a.markers || a.i - b.i)[0];
  if (!best) return clip(sentence.text);
  if (best.text.split(/\s+/).length >= 5) return clip(best.text);
  const next = parts[best.i + 1];
  const previous = parts[best.i - 1];
  if (next) return clip(`${best.text}, ${next.text}`);
  return clip(previous ? `${previous.text}, ${best.text}` : best.text);
}

/** How much a clause holds: figures and times, names, things, and someone acting. */
function weight(words: Word[]): number {
  const content = words.filter((w) => ['NOUN', 'PROPN', 'VERB', 'NUM'].includes(w.pos)).length;
  const acted = words.some((w) => isI(w) || w.lemma === 'we') ? 3 : 0;
  return (words.some((w) => isFigure(w) || isTime(w)) ? 1.5 : 0) + acted + Math.min(content, 6) / 3;
}

/** The words of a concrete sentence to build on: its weightiest clause of five words or more. */
export function keyAnchor(sentence: Sentence): string {
  const parts = clauses(sentence);
  const merged: { text: string; words: Word[] }[] = [];
  const short = (text: string) => text.split(/\s+/).length < 5;
  for (const part of parts) {
    const last = merged.at(-1);
    if (last && (short(last.text) || short(part.text))) {
      last.text = `${last.text}, ${part.text}`;
      last.words = [...last.words, ...part.words];
    } else merged.push({ ...part });
  }
  const best = [...merged].sort((a, b) => weight(b.words) - weight(a.words))[0];
  return clip(best?.text ?? sentence.text);
}

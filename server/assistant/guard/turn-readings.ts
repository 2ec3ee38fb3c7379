import { analyse, type Sentence } from '#server/assistant/nlp/nlp.ts';
import { writtenOut } from './hurried-typing.ts';
import { lemmaLine, saidLine } from './sentence-lines.ts';
import { asksHowTheyWork } from './work-content.ts';

/** One sentence of a turn, read three ways. */
export type Reading = { sentence: Sentence; line: string; said: string };

/**
 * A second question joined to a first by "and" ("Tell me how you'd run the Christmas rush, and do
 * you celebrate it yourself?"): the work question before it must not hide it, so it is read as a
 * sentence of its own when it speaks to the candidate and asks something other than how they work
 * ("…, and how do you gather the evidence?" stays one question about the work).
 */
const SECOND_QUESTION = /(\S(?:\s+\S+){2,}?),\s+(?:and|but),?\s+(?=[^?]*\?)/i;
const TO_YOU = /\b(?:you|your|you're|you've|you'd|yourself)\b/i;

/** A turn's text with a second question joined by "and" set apart as its own sentence. */
export function clausesApart(text: string): string {
  const joined = SECOND_QUESTION.exec(text);
  if (!joined) return text;
  const second = text.slice(joined.index + joined[0].length);
  const said = second.toLowerCase().replace(/\byou'd\b/g, 'you would');
  if (
    !TO_YOU.test(second) ||
    asksHowTheyWork(said) ||
    /\b(?:how|what) (?:do|would|will|did|could|should|can|might) you\b/.test(said)
  )
    return text;
  return `${text.slice(0, joined.index)}${joined[1]}. And ${second}`;
}

/** The sentences of an interviewer's turn as the guard reads them (hurried typing written out). */
export const readTurn = (text: string): Reading[] =>
  analyse(clausesApart(writtenOut(text))).map((sentence) => ({
    sentence,
    line: lemmaLine(sentence),
    said: saidLine(sentence),
  }));

import { answerNote } from '#server/assistant/offline/evidence/answer-notes.ts';
import { clipQuote } from '#server/assistant/offline/evidence/section-drafts.ts';
import { readAnswer } from '#server/assistant/offline/evidence/statements.ts';

/**
 * The sentence of a candidate's turn worth keeping in the rolling summary: what it shows of a
 * competency or an action with a figure, in any role (evidence/answer-notes.ts), quoted.
 */
export function keyStatement(text: string): string | undefined {
  return answerNote(readAnswer(text), [])?.content;
}

/** A short quote for prompts and summaries: at most `max` characters, cut at a word. */
export const quote = (text: string, max = 160) => clipQuote(text, max);

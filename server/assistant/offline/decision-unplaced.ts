import type { DecisionEvidence } from '#contracts/candidate-scorecards.ts';
import { touchesProtectedTopic } from '../guard/classify-utterance.ts';
import { type Heard, keyOf, vague } from './decision-criteria.ts';
import type { Assignment } from './evidence/assign.ts';
import { clipQuote } from './evidence/section-drafts.ts';
import { substantive } from './evidence/statements.ts';

/** A vague answer no criterion took, with the question it answered. */
export type UnplacedConcern = { question: string; evidence: DecisionEvidence };

/** Fewer words than this in an answer are no answer to hold against anyone ("Yeah, that happens."). */
const MIN_WORDS = 10;
const QUESTION_CHARS = 70;

/**
 * Vague answers to the interviewer's questions that say too little of any criterion's words to be
 * placed under one ("you'd just keep a close eye on it, I suppose"): the decision still lists them
 * as concerns, each with its quote and the question it answered. The answer to the interviewer's
 * opening turn is a greeting, never one; nor is small talk, a question or a deflection, nor any
 * reply to a question on a protected topic, warned or not (holding it against anyone presses them).
 */
export function unplacedConcerns(heard: Heard[], assigned: Map<string, Assignment>): UnplacedConcern[] {
  const first = heard[0]?.turn;
  const turns = new Map<number, Heard[]>();
  for (const h of heard) turns.set(h.turn, [...(turns.get(h.turn) ?? []), h]);
  const out: UnplacedConcern[] = [];
  for (const [turn, parts] of turns) {
    const [head] = parts;
    if (!head || turn === first || !head.asked.includes('?') || touchesProtectedTopic(head.asked)) continue;
    const said = parts.flatMap((h) => substantive(h.statements).map((statement) => ({ h, statement })));
    if (said.some(({ h, statement }) => assigned.has(keyOf(h.answer, statement)))) continue;
    const words = said.reduce((n, { statement }) => n + statement.text.split(/\s+/).length, 0);
    if (words < MIN_WORDS || !said.every(({ statement }) => vague({ statement, detail: head.detail })))
      continue;
    const quote = [...said].sort((a, b) => b.statement.text.length - a.statement.text.length)[0];
    if (!quote) continue;
    const { chunkId, seq, timestamp } = quote.h.answer;
    out.push({
      question: clipQuote(head.asked, QUESTION_CHARS),
      evidence: {
        source: 'transcript',
        excerpt: clipQuote(quote.statement.text),
        context: null,
        signal: 'concern',
        at: { chunkId, seq, timestamp },
      },
    });
  }
  return out;
}

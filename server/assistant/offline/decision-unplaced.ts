import type { DecisionEvidence } from '#contracts/candidate-scorecards.ts';
import { touchesProtectedTopic } from '../guard/touches-topic.ts';
import { type Heard, vague } from './decision-criteria.ts';
import type { Assignment } from './evidence/assign.ts';
import { clipQuote, keyOf } from './evidence/section-drafts.ts';
import { substantive } from './evidence/statements.ts';

/** A vague answer no criterion took, with the question it answered. */
export type UnplacedConcern = { question: string; evidence: DecisionEvidence };

/** Fewer words than this in an answer are no answer to hold against anyone ("Yeah, that happens."). */
const MIN_WORDS = 10;
const QUESTION_CHARS = 70;

/**
 * Vague answers to the interviewer's questions that say too little of any criterion's words to be
 * placed under one ("you'd just keep a close eye on it, I suppose"), and gaps the candidate owned
 * up to that no criterion took: the decision still lists them as concerns, each with its quote and
 * the question it answered. The answer to the interviewer's opening turn is a greeting, never one;
 * nor is small talk, a question or a deflection, nor any reply to a question on a protected topic,
 * warned or not (holding it against anyone presses them).
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
    // Owning up to a gap ("I'd have to look that up") is named whatever else the answer says.
    const gap = said.find(
      ({ h, statement }) =>
        statement.hedge &&
        !assigned.has(keyOf(h.answer, statement)) &&
        vague({ statement, detail: head.detail }),
    );
    if (gap) {
      out.push(concern(head.asked, gap.h, gap.statement.text));
      continue;
    }
    if (said.some(({ h, statement }) => assigned.has(keyOf(h.answer, statement)))) continue;
    const words = said.reduce((n, { statement }) => n + statement.text.split(/\s+/).length, 0);
    if (words < MIN_WORDS || !said.every(({ statement }) => vague({ statement, detail: head.detail })))
      continue;
    const quote = [...said].sort((a, b) => b.statement.text.length - a.statement.text.length)[0];
    if (quote) out.push(concern(head.asked, quote.h, quote.statement.text));
  }
  return out;
}

const concern = (asked: string, { answer }: Heard, text: string): UnplacedConcern => ({
  question: clipQuote(asked, QUESTION_CHARS),
  evidence: {
    source: 'transcript',
    excerpt: clipQuote(text),
    context: null,
    signal: 'concern',
    at: { chunkId: answer.chunkId, seq: answer.seq, timestamp: answer.timestamp },
  },
});

import type { Interview } from '../interview.ts';
import type { Card, InterviewTrace, TurnTrace } from '../run-interview.ts';

/**
 * One thing a good assistant must do, checked on an interview's trace. Each concern has its own
 * module in this folder and one entry in `index.ts`.
 */
export type Property = {
  id: string;
  /** The rule in one sentence. */
  rule: string;
  /** Interviews the rule is about; all when absent. */
  appliesTo?: (interview: Interview) => boolean;
  /** Where the rule was broken, one line each (turn number and what happened); empty when it held. */
  violations: (trace: InterviewTrace) => string[];
};

/** A private compliance warning (the guard's own path), not one of the assistant's cards. */
export const isWarning = (card: Card) => card.tags?.includes('compliance') === true;

/** The assistant's own cards of a turn, warnings left out. */
export const cardsOf = (turn: TurnTrace) => turn.cards.filter((card) => !isWarning(card));

/** "turn 12 (candidate: “Sounds great…”)" for a violation line. */
export function where(turn: TurnTrace): string {
  const text = turn.turn.text.length > 60 ? `${turn.turn.text.slice(0, 57)}…` : turn.turn.text;
  return `turn ${turn.index + 1} (${turn.turn.speaker}: “${text}”)`;
}

export const show = (card: Card) => `${card.type} “${card.content}”`;

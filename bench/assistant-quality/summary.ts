import { PROPERTIES } from './properties/index.ts';
import { cardsOf, show } from './properties/property.ts';
import type { InterviewTrace } from './run-interview.ts';

export type TraceSummary = {
  id: string;
  family: string;
  turns: number;
  opening: number;
  cards: number;
  byType: Record<string, number>;
  /** Properties that held, of those that apply. */
  held: number;
  applicable: number;
  broken: string[];
  /** The assistant's time after each turn: p50 and max, milliseconds. */
  passMs: { p50: number; max: number };
};

/** Counts for bench/README.md and for comparing two engines on the same interviews. */
export function summarize(trace: InterviewTrace): TraceSummary {
  const cards = trace.turns.flatMap(cardsOf);
  const byType: Record<string, number> = {};
  for (const card of cards) byType[card.type] = (byType[card.type] ?? 0) + 1;
  const applicable = PROPERTIES.filter((p) => p.appliesTo?.(trace.interview) ?? true);
  const broken = applicable.filter((p) => p.violations(trace).length > 0).map((p) => p.id);
  const times = trace.turns.map((t) => t.passMs).sort((a, b) => a - b);
  return {
    id: trace.interview.id,
    family: trace.interview.family,
    turns: trace.turns.length,
    opening: trace.opening.length,
    cards: cards.length,
    byType,
    held: applicable.length - broken.length,
    applicable: applicable.length,
    broken,
    passMs: { p50: times[Math.floor(times.length / 2)] ?? 0, max: times.at(-1) ?? 0 },
  };
}

/** Every card of the interview under the turn that brought it, for reading. */
export function transcriptWithCards(trace: InterviewTrace): string {
  const lines = trace.opening.map((card) => `    ▸ (before the first turn) ${show(card)}`);
  for (const t of trace.turns) {
    const marks = t.turn.marks.length ? ` [${t.turn.marks.join(', ')}]` : '';
    lines.push(`${t.index + 1}. ${t.turn.speaker}${marks}: ${t.turn.text}`);
    for (const card of t.cards) lines.push(`    ▸ ${show(card)}`);
  }
  return lines.join('\n');
}

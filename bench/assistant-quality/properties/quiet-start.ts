import type { Property } from './property.ts';

/** Spec 000 §2: the Suggestions column reads 'No suggestions yet' until there is something to suggest. */
export const quietStart: Property = {
  id: 'quiet-before-first-turn',
  rule: 'Before anyone speaks the assistant suggests nothing.',
  violations: (trace) => trace.opening.map((card) => `before the first turn: ${card.type} “${card.content}”`),
};

import { groupSuggestions } from '../../../web/features/live-session/components/suggestion-groups.ts';
import { cardsOf, type Property, show, where } from './property.ts';

export const oneCardPerTurn: Property = {
  id: 'at-most-one-card-per-turn',
  rule: 'A turn brings at most one new card.',
  violations: (trace) =>
    trace.turns
      .filter((t) => cardsOf(t).length > 1)
      .map((t) => `${where(t)} brought ${cardsOf(t).length} cards: ${cardsOf(t).map(show).join('; ')}`),
};

export const threeVisible: Property = {
  id: 'at-most-three-visible',
  rule: 'The Suggested group never holds more than three open cards.',
  violations: (trace) =>
    trace.turns.flatMap((t) => {
      const open = t.after.filter((s) => s.status === 'suggested');
      return open.length > 3 ? [`after ${where(t)}: ${open.length} open cards`] : [];
    }),
};

/** Nobody dismisses anything in these interviews, so the Dismissed group must stay empty. */
export const dismissedStaysEmpty: Property = {
  id: 'dismissed-does-not-grow-by-itself',
  rule: 'Only the interviewer puts cards in the Dismissed group.',
  violations: (trace) =>
    trace.turns.flatMap((t) => {
      const { dismissed } = groupSuggestions(t.after);
      return dismissed.length ? [`after ${where(t)}: Dismissed (${dismissed.length})`] : [];
    }),
};

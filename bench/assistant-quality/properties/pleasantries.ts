import { cardsOf, type Property, show, where } from './property.ts';

export const noCardAfterPleasantry: Property = {
  id: 'no-card-after-pleasantry',
  rule: 'Small talk, thanks and acknowledgements bring no card.',
  violations: (trace) =>
    trace.turns
      .filter((t) => t.turn.marks.includes('pleasantry'))
      .flatMap((t) => cardsOf(t).map((card) => `${where(t)} brought ${show(card)}`)),
};

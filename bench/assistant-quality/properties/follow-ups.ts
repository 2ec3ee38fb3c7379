import { cardsOf, type Property, show, where } from './property.ts';

/** The answer gave figures: a number with a unit, a percentage or an amount of money. */
const GAVE_FIGURES =
  /\d[\d,.]*\s*(?:%|percent|k\b|ms\b|minutes|hours|days|weeks|months|years|million|calls|deals|rows|events|patients|people|units|orders)|[$£€]\s?\d/i;

/**
 * A card asking for figures or measurable outcomes ("how did you measure it?"); "which of those
 * measures is hardest to hit?" asks about the figures given, not for them.
 */
const ASKS_FOR_FIGURES =
  /measurable|\bmeasur(?:e|ed|ing)\b|quantif|how much|how many|what numbers|which numbers|metrics?\b|by what percentage/i;

export const noAskingForWhatWasGiven: Property = {
  id: 'follow-ups-do-not-ask-for-given-figures',
  rule: 'After an answer with figures, no card asks for figures or a measurable result.',
  violations: (trace) =>
    trace.turns
      .filter((t) => t.turn.speaker === 'candidate' && GAVE_FIGURES.test(t.turn.text))
      .flatMap((t) =>
        cardsOf(t)
          .filter((card) => card.type !== 'question' && ASKS_FOR_FIGURES.test(card.content))
          .map((card) => `${where(t)} brought ${show(card)}`),
      ),
};

export const noRepeatedCards: Property = {
  id: 'no-repeated-cards',
  rule: 'No card is proposed twice in an interview.',
  violations: (trace) => {
    const seen = new Set<string>();
    return trace.turns.flatMap((t) =>
      cardsOf(t).flatMap((card) => {
        const key = card.content.toLowerCase();
        if (seen.has(key)) return [`${where(t)} repeated ${show(card)}`];
        seen.add(key);
        return [];
      }),
    );
  },
};

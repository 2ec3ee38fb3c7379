import { cardsOf, type Property, show, where } from './property.ts';

export const clarifyVagueAnswers: Property = {
  id: 'clarification-after-vague-answer',
  rule: 'Each substantive but vague answer is followed by a clarification.',
  violations: (trace) =>
    trace.turns
      .filter((t) => t.turn.marks.includes('vague'))
      .filter((t) => !cardsOf(t).some((card) => card.type === 'clarification'))
      .map((t) => `${where(t)} brought no clarification`),
};

export const clarifyOnlyVagueAnswers: Property = {
  id: 'clarification-only-after-vague-answer',
  rule: 'Specific answers, small talk and the candidate’s own questions are never “clarified”.',
  violations: (trace) =>
    trace.turns
      .filter((t) => !t.turn.marks.includes('vague'))
      .flatMap((t) =>
        cardsOf(t)
          .filter((card) => card.type === 'clarification')
          .map((card) => `${where(t)} brought ${show(card)}`),
      ),
};

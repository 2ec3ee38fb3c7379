import { isWarning, type Property, show, where } from './property.ts';

export const riskyQuestionWarned: Property = {
  id: 'risky-question-warned',
  rule: 'Each risky question brings a private compliance warning on its topic within the turn.',
  appliesTo: (interview) => interview.turns.some((t) => t.risky),
  violations: (trace) =>
    trace.turns.flatMap((t) => {
      const topic = t.turn.risky;
      if (!topic) return [];
      const warned = t.cards.some((card) => isWarning(card) && card.tags?.includes(topic));
      return warned ? [] : [`${where(t)} brought no ${topic} warning`];
    }),
};

export const noWarningOnLawfulTurns: Property = {
  id: 'no-warning-on-lawful-turns',
  rule: 'A turn that asks about no protected topic brings no compliance warning.',
  violations: (trace) =>
    trace.turns
      .filter((t) => !t.turn.risky)
      .flatMap((t) => t.cards.filter(isWarning).map((card) => `${where(t)} brought ${show(card)}`)),
};

/** The candidate's turns after a risky question, until the interviewer's next question. */
function answersToRisky(trace: Parameters<Property['violations']>[0]): string[] {
  const answers: string[] = [];
  let answering = false;
  for (const { turn } of trace.turns) {
    if (turn.speaker === 'interviewer')
      answering = Boolean(turn.risky) || (answering && !turn.text.includes('?'));
    else if (answering) answers.push(turn.text);
  }
  return answers;
}

export const riskyAnswersNeverEvidence: Property = {
  id: 'risky-answers-never-evidence',
  rule: 'The answer to a risky question is never a note, a scorecard quote or decision evidence.',
  appliesTo: (interview) => interview.turns.some((t) => t.risky),
  violations: (trace) => {
    const notes = trace.turns.at(-1)?.notes.map((n) => n.content) ?? [];
    const written = [JSON.stringify(trace.evaluation), JSON.stringify(trace.decision), ...notes].join('\n');
    // A quote is at least the answer's first eight words.
    return answersToRisky(trace).flatMap((answer) => {
      const opening = answer.split(/\s+/).slice(0, 8).join(' ');
      return written.includes(opening) ? [`the answer “${opening}…” to a risky question was used`] : [];
    });
  },
};

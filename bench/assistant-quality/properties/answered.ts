import { cardsOf, type Property, show, where } from './property.ts';

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
/** "accessible" and "accessibility", "deals" and "deal": one word's forms, by a long shared start. */
const sameWord = (a: string, b: string) => {
  const n = Math.min(a.length, b.length);
  if (n < 4) return a === b;
  let k = 0;
  while (k < n && a[k] === b[k]) k += 1;
  return k === n || k >= 6;
};
const says = (text: string, word: string) => wordsOf(text).some((w) => sameWord(w, word));

/**
 * The words of a question card's topic tag ("accessibility", "design system"): the card's
 * subject as the engine names it.
 */
const topicOf = (tags: string[] | undefined) => (tags?.[0] ?? '').split(/\s+/).filter((w) => w.length >= 4);

export const noQuestionOnWhatWasAnswered: Property = {
  id: 'no-question-on-what-was-answered',
  rule: 'No question card asks about a topic the interviewer has already asked or the candidate just answered.',
  violations: (trace) =>
    trace.turns.flatMap((t) => {
      const before = trace.turns.slice(0, t.index + 1);
      // The interviewer's questions, not the plan they announce ("…how you handle objections.").
      const asked = before
        .filter((b) => b.turn.speaker === 'interviewer')
        .flatMap((b) => b.turn.text.split(/(?<=[.!?])\s+/).filter((s) => s.trim().endsWith('?')));
      const told = before
        .slice(-6)
        .filter((b) => b.turn.speaker === 'candidate')
        .map((b) => b.turn.text);
      return cardsOf(t)
        .filter((card) => card.type === 'question')
        .filter((card) => {
          const topic = topicOf(card.tags);
          return (
            topic.length > 0 && [...asked, ...told].some((text) => topic.every((word) => says(text, word)))
          );
        })
        .map((card) => `${where(t)} brought ${show(card)}, already covered`);
    }),
};

/** A probe that asks about something that happened, or what the candidate would change about it. */
const ABOUT_WHAT_HAPPENED = /\b(?:did|was|were|differently|looking back|next time|turned? out|afterwards)\b/i;
/** A told story: a verb in the past ("called", "was", "went"). */
const PAST =
  /\b(?:was|were|did|had|went|made|took|got|found|told|gave|came|left|saw|ran|wrote|built|led|began|kept|brought|caught|sent|spent|\w{3,}ed)\b/i;
/** "breaking from it", "the switch", "those measures": what a probe takes as said ("that method" may name it anew). */
const TAKEN_AS_SAID = /\b(?:the|those)\s+([a-z]{4,})\b(?!\s+(?:you|we|i)\b)|\b([a-z]{4,})ing from it\b/gi;
const GENERAL = new Set(
  'time moment point first next result outcome team others people thing things deal part same rest work'.split(
    ' ',
  ),
);

export const followUpsFitTheAnswer: Property = {
  id: 'follow-ups-fit-the-answer',
  rule: 'A follow-up asks about what happened only after a story, and refers only to what was said.',
  violations: (trace) =>
    trace.turns.flatMap((t) => {
      if (t.turn.speaker !== 'candidate') return [];
      const asked = trace.turns.slice(0, t.index).findLast((b) => b.turn.speaker === 'interviewer')
        ?.turn.text;
      const said = `${asked ?? ''} ${t.turn.text}`;
      return cardsOf(t)
        .filter((card) => card.type === 'follow_up_question')
        .flatMap((card) => {
          const probe = card.content.replace(/^You said “[^”]*”\.\s*/, '');
          if (ABOUT_WHAT_HAPPENED.test(probe) && !PAST.test(t.turn.text))
            return [`${where(t)} brought ${show(card)} after no story`];
          const taken = [...probe.matchAll(TAKEN_AS_SAID)]
            .map((m) => (m[1] ?? m[2] ?? '').toLowerCase())
            .filter((w) => w && !GENERAL.has(w));
          const missing = taken.filter((w) => !says(said, w));
          return missing.length
            ? [`${where(t)} brought ${show(card)}: nothing said of ${missing.join(', ')}`]
            : [];
        });
    }),
};

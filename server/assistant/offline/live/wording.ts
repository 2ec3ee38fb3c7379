import type { Sentence } from '#server/assistant/nlp/nlp.ts';
import { keyAnchor, vagueAnchor } from './anchor.ts';
import type { AnswerReading } from './answer-reading.ts';
import type { Facet, Probe } from './bank.ts';
import { isI, isIAm, isPast, NOT_ACTIONS, VIEWS } from './word-kinds.ts';

export type Card = {
  type: 'question' | 'follow_up_question' | 'clarification';
  content: string;
  tags: string[];
};

/** What follows "I" in a sentence: the first verb after it, if close, unless "I'm" makes it a state. */
const afterI = (sentence: Sentence) =>
  sentence.words.flatMap((w, i) => {
    if (!isI(w) || isIAm(w) || sentence.words[i + 1]?.lemma === 'be') return [];
    return sentence.words.slice(i + 1, i + 4).find((n) => n.pos === 'VERB') ?? [];
  });

/**
 * A clarification of a vague answer, quoting the words it is about and asking for what they
 * leave out: the candidate's own part, one real occasion, or what they actually did.
 */
export function clarification(reading: AnswerReading): Card | undefined {
  const sentence = reading.vaguest;
  if (!sentence) return undefined;
  // "I always try to listen" is a habit worth an occasion; "I think I enjoy…" a view worth unpacking.
  const verbs = afterI(sentence);
  const view = verbs.some((v) => VIEWS.has(v.lemma));
  const acted = verbs.some((v) => !NOT_ACTIONS.has(v.lemma));
  const past = sentence.words.some(
    (w, i) => isPast(w) && sentence.words[i - 1]?.lemma !== 'be' && sentence.words[i - 2]?.lemma !== 'be',
  );
  const ask = reading.onlyWe
    ? 'What did you do yourself, and what came of it?'
    : view || (!past && !acted)
      ? 'What exactly do you mean? A concrete example would help.'
      : !past
        ? 'Can you walk me through one specific time, and what you did?'
        : acted
          ? 'What exactly did you do, and what made the difference?'
          : 'What exactly happened, and how do you know?';
  return {
    type: 'clarification',
    content: `You said “${vagueAnchor(sentence)}”. ${ask}`,
    tags: ['clarification'],
  };
}

/** Probes for any role, by what they ask; a bank question's own probes come first. */
export const GENERIC_PROBES: Probe[] = [
  { asks: 'own-part', text: 'What was your own part in it, as opposed to the team’s?' },
  { asks: 'reasoning', text: 'Why did you go that way, and what else did you consider?' },
  { asks: 'result', text: 'What came of it, and how did you know it had worked?' },
  { asks: 'lesson', text: 'What would you do differently next time?' },
];

/**
 * Whether a probe asks for something the answer has not given. In general, "why that way?" is
 * asked only about a choice the candidate made, the others only about something that happened,
 * and "what would you do differently?" only when it went wrong; a bank question's own probes
 * know their context.
 */
export function asksWhatIsMissing(probe: Probe, reading: AnswerReading, generic: boolean): boolean {
  if (probe.asks === 'own-part') return reading.onlyWe;
  if (generic && probe.asks === 'reasoning' && !reading.decision) return false;
  if (generic && probe.asks !== 'reasoning' && !reading.story) return false;
  if (generic && probe.asks === 'lesson' && !reading.setback) return false;
  return probe.asks === 'detail' || !reading.given.has(probe.asks);
}

/** A follow-up that quotes what the candidate just said and asks one thing more. */
export function followUp(reading: AnswerReading, probe: Probe, topic: string | undefined): Card | undefined {
  if (!reading.key) return undefined;
  const tags = [topic ?? (probe.asks satisfies Facet)];
  return { type: 'follow_up_question', content: `You said “${keyAnchor(reading.key)}”. ${probe.text}`, tags };
}

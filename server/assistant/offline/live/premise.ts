import { analyse } from '#server/assistant/nlp/nlp.ts';
import { nearestIn, topicWords } from '#server/assistant/nlp/word-cover.ts';
import type { AnswerReading } from './answer-reading.ts';
import type { LiveQuestion, Probe } from './bank.ts';
import { isPast } from './word-kinds.ts';

/** How near a word of the answer must come to a premise word ("switched" for "the switch"). */
const PRESENT = 0.75;

/** "the switch", "those measures": a thing the probe refers to as already said. */
const DEFINITE = new Set(['the', 'those']);
/** What probes ask for rather than refer to ("what made you doubt the result?"). */
const ASKED_FOR = new Set(['result', 'outcome', 'others', 'alternative', 'moment']);

const premises = new WeakMap<Probe, { words: string[]; past: boolean }>();

/**
 * What a bank probe takes for granted: the words it shares with its own question ("break from
 * it" in a design-system question, "the switch" after "switched over") and the things it names
 * as known ("the quarter that went best"), and whether it asks about something that happened
 * ("How did the others respond?").
 */
function premiseOf(probe: Probe, source: LiveQuestion | undefined) {
  let premise = premises.get(probe);
  if (!premise) {
    const own = source ? topicWords(source.text) : [];
    const said = analyse(probe.text).flatMap((s) => s.words);
    const named = new Set(
      said.flatMap((w, i) =>
        w.pos === 'NOUN' && DEFINITE.has(said[i - 1]?.normal ?? '') && !ASKED_FOR.has(w.lemma)
          ? [w.lemma]
          : [],
      ),
    );
    const words = topicWords(probe.text).filter((w) => named.has(w) || nearestIn(w, own) >= 0.9);
    // "What would you do if it looked…" asks about a plan, not about what happened.
    const past =
      !said.some((w) => w.normal === 'would') &&
      said.some((w) => isPast(w) || (w.pos === 'AUX' && ['did', 'was', 'were', 'had'].includes(w.normal)));
    premise = { words, past };
    premises.set(probe, premise);
  }
  return premise;
}

/**
 * Whether a probe fits what was said: what it takes for granted is in the answer or the
 * question it answers (by the word, its form or a close vector); a question about what happened,
 * or what the candidate would do differently, follows a story.
 */
export function premiseHolds(
  probe: Probe,
  source: LiveQuestion | undefined,
  reading: AnswerReading,
  question: string | undefined,
): boolean {
  const { words, past } = premiseOf(probe, source);
  if ((past || probe.asks === 'lesson') && !reading.story) return false;
  if (words.length === 0) return true;
  const context = [
    ...new Set([...reading.sentences.flatMap((s) => topicWords(s.text)), ...topicWords(question ?? '')]),
  ];
  return words.every((w) => nearestIn(w, context) >= PRESENT);
}

import { analyse, type Sentence, type Word } from '#server/assistant/nlp/nlp.ts';
import { readAnswer, type Statement } from '../evidence/statements.ts';
import type { Facet } from './bank.ts';
import { facetsGiven } from './facets.ts';
import { isFigure, isI, isPast, isTime, markersIn, NOT_ACTIONS } from './word-kinds.ts';

/**
 * What a candidate's turn is for the live assistant: talk around the interview (no card ever
 * follows it) or an answer, and if an answer, how specific it is and what it already gave.
 */
export type TurnKind = 'pleasantry' | 'question' | 'declined' | 'brief' | 'answer';

export type AnswerReading = {
  kind: TurnKind;
  /** Substantive but general: no figure, time or name to hold on to, or hedged where it matters. */
  vague: boolean;
  /** What the answer already says: no probe asks for it again. */
  given: Set<Facet>;
  /** "we built…, we shipped…" and never "I": the candidate's own part is unclear. */
  onlyWe: boolean;
  /** The candidate made a choice ("I moved it to…", "we rewrote…"): why is worth asking. */
  decision: boolean;
  /**
   * It tells of something that happened (two narrating past verbs or more, or one with a figure or
   * in a choice made), not of habits or plans.
   */
  story: boolean;
  /** Something went wrong in it (a failure, a loss, a mistake): what was learned is worth asking. */
  setback: boolean;
  /** The substantive sentences, with their words. */
  sentences: Sentence[];
  /** The sentence a clarification is about: the vaguest one. */
  vaguest: Sentence | undefined;
  /** The sentence a follow-up builds on: the most concrete one. */
  key: Sentence | undefined;
};

const DECISIONS = new Set(
  'choose decide move switch pick build design rewrite introduce migrate replace adopt implement redesign restructure propose'.split(
    ' ',
  ),
);
const SETBACKS = new Set(
  'fail failure mistake wrong lose lost miss outage worst complaint slip delay crash'.split(' '),
);
/** Small talk even with a few more words: "Yes, thank you, the signs were easy to follow." */
const COURTESY = new Set('thank thanks glad pleasure lovely great welcome appreciate nice'.split(' '));

const isName = (w: Word, i: number) => w.pos === 'PROPN' && i > 0 && !isI(w);

/** "I escalated", "we shipped": who acted in the sentence (skipping auxiliaries and adverbs). */
function actors(words: Word[]): { i: number; we: number; decision: boolean } {
  const count = { i: 0, we: 0, decision: false };
  words.forEach((w, index) => {
    if (!isI(w) && w.lemma !== 'we') return;
    const next = words.slice(index + 1, index + 4).find((n) => !['AUX', 'ADV', 'PART'].includes(n.pos));
    if (next?.pos !== 'VERB' || NOT_ACTIONS.has(next.lemma) || next.negated) return;
    count[isI(w) ? 'i' : 'we']++;
    if (DECISIONS.has(next.lemma)) count.decision = true;
  });
  return count;
}

type Scored = {
  sentence: Sentence;
  figures: boolean;
  names: boolean;
  hits: number;
  specifics: number;
  markers: number;
  past: number;
  /** Past verbs that narrate ("I called", "it was fixed"), not states ("are probed", "have done"). */
  narrated: number;
};

/** Before a participle, these make it a present state or a habit, not something that happened. */
const PRESENT_AUX = new Set([
  'is',
  'are',
  'am',
  'be',
  'being',
  "'s",
  "'re",
  '’s',
  '’re',
  'get',
  'gets',
  'has',
  'have',
  "'ve",
  '’ve',
]);

/** Past verbs that tell of something that happened. */
const narrated = (words: Word[]) =>
  words.filter(
    (w, i) =>
      isPast(w) &&
      !PRESENT_AUX.has(words[i - 1]?.normal ?? '') &&
      !PRESENT_AUX.has(words[i - 2]?.normal ?? ''),
  ).length;

function score(sentence: Sentence, statement: Statement | undefined): Scored {
  const words = sentence.words.filter((w) => w.type !== 'punctuation');
  const hits = (statement?.hits ?? []).filter((h) => !h.hit.weak).length + (statement?.skills.length ?? 0);
  const figures = words.some((w) => isFigure(w) || isTime(w));
  const names = words.some(isName);
  const specifics = (figures ? 2 : 0) + (names ? 1 : 0) + Math.min(2, hits);
  return {
    sentence,
    figures,
    names,
    hits,
    specifics,
    markers: markersIn(words),
    past: words.filter(isPast).length,
    narrated: narrated(words),
  };
}

/** Reads a candidate's turn. */
export function readTurn(text: string): AnswerReading {
  const statements = readAnswer(text);
  const sentences = analyse(text);
  const kinds = new Set(statements.map((s) => s.kind));
  const substantive = sentences.filter((_, i) => statements[i]?.kind === 'substantive');
  const words = substantive.flatMap((s) => s.words).filter((w) => w.type !== 'punctuation');
  const base = {
    vague: false,
    given: new Set<Facet>(),
    onlyWe: false,
    decision: false,
    story: false,
    setback: false,
    sentences: substantive,
  };
  const none = { ...base, vaguest: undefined, key: undefined };
  if (kinds.has('deflection')) return { ...none, kind: 'declined' };
  if (substantive.length === 0) return { ...none, kind: kinds.has('question') ? 'question' : 'pleasantry' };
  if (statements.at(-1)?.kind === 'question' && words.length < 12) return { ...none, kind: 'question' };
  if (words.length < 8) return { ...none, kind: 'brief' };
  const scored = substantive.map((s) => score(s, statements[sentences.indexOf(s)]));
  const figures = scored.some((s) => s.figures);
  const hits = scored.reduce((sum, s) => sum + s.hits, 0);
  const concrete = figures || scored.some((s) => s.names) || hits > 1;
  const said = sentences.flatMap((s) => s.words).filter((w) => w.type !== 'punctuation');
  if (said.length < 16 && said.some((w) => COURTESY.has(w.lemma)) && !concrete)
    return { ...none, kind: 'pleasantry' };
  const markers = scored.reduce((sum, s) => sum + s.markers, 0);
  const past = scored.reduce((sum, s) => sum + s.past, 0);
  // Hedged and general: a figure, a moment or a whole story rescues it. Plain but general: nothing concrete at all.
  const vague = markers > 0 ? !figures && (words.length < 35 || past < 3) : !concrete && words.length <= 30;
  const who = actors(words);
  const byMarkers = [...scored].sort((a, b) => b.markers - a.markers || a.specifics - b.specifics);
  // A follow-up builds on what the candidate did: the sentence where they act, the most specific one.
  const acting = (s: Scored) => actors(s.sentence.words).i + actors(s.sentence.words).we;
  const bySpecifics = [...scored].sort(
    (a, b) => acting(b) - acting(a) || b.specifics - a.specifics || b.past - a.past,
  );
  return {
    ...base,
    kind: 'answer',
    vague,
    given: facetsGiven(words, words.some(isFigure)),
    onlyWe: who.we >= 2 && who.i === 0,
    decision: who.decision,
    // Two narrated past verbs, or one with its measured result ("led the move and cut latency by 40%":
    // "cut" reads as present, as do other verbs whose past has the same form) or in a choice the
    // candidate made ("I moved our invoicing onto PostgreSQL").
    story:
      scored.some((s) => s.narrated > 0 && (s.figures || actors(s.sentence.words).decision)) ||
      scored.reduce((sum, s) => sum + s.narrated, 0) >= 2,
    // A setback the candidate tells of, not "spot the mistake" or "people make mistakes".
    setback: scored.some((s) => s.narrated > 0 && s.sentence.words.some((w) => SETBACKS.has(w.lemma))),
    vaguest: byMarkers[0]?.sentence,
    key: bySpecifics[0]?.sentence,
  };
}

import type { EarlierRounds } from '#contracts/coverage.ts';
import { lemmas, words as wordsIn } from '#server/assistant/nlp/nlp.ts';
import type { InterviewKind } from '../interview-types.ts';
import { QUESTION_BANK } from '../question-bank.ts';
import type { LiveQuestion } from './bank.ts';
import { alreadyCovered } from './covered.ts';
import { DESIGN_PRODUCT } from './questions-design-product.ts';
import { ENGINEERING } from './questions-engineering.ts';
import { GENERAL } from './questions-general.ts';
import { HEALTHCARE } from './questions-healthcare.ts';
import { OPERATIONS } from './questions-operations.ts';
import { SALES } from './questions-sales.ts';
import { SUPPORT } from './questions-support.ts';
import { repeatsAny } from './repeats.ts';
import type { RoleFamily } from './role-family.ts';

const BANKS: Record<RoleFamily, LiveQuestion[]> = {
  engineering: ENGINEERING,
  sales: SALES,
  support: SUPPORT,
  healthcare: HEALTHCARE,
  operations: OPERATIONS,
  'design-product': DESIGN_PRODUCT,
  general: GENERAL,
};

/** Exercise interviews bring their own questions (a coding exercise, a system design). */
const EXERCISES = new Set<InterviewKind>(['coding-screen', 'coding-onsite', 'system-design']);

/** The questions of a role family, with the exercise's when the interview is an engineering exercise. */
export function questionPool(family: RoleFamily, kind: InterviewKind): LiveQuestion[] {
  if (family !== 'engineering' || !EXERCISES.has(kind)) return BANKS[family];
  let pool = exercisePools.get(kind);
  if (!pool) {
    const exercise = QUESTION_BANK[kind].map((b) => ({
      topic: b.topic,
      cues: [],
      text: b.text,
      probes: b.followUps.map((text) => ({ asks: 'detail' as const, text })),
    }));
    pool = [...exercise, ...BANKS[family]];
    exercisePools.set(kind, pool);
  }
  return pool;
}
const exercisePools = new Map<InterviewKind, LiveQuestion[]>();

/** Words of agenda items that say nothing about a topic. */
const GENERIC = new Set('interview question questions item part section discussion minute'.split(' '));

/**
 * How much a shared word says, by how few of the bank's questions use it: "critique" points at
 * one question, "data" at five. A match needs one rare word or several common ones.
 */
const MATCH = 0.5;
const rarities = new WeakMap<LiveQuestion[], Map<string, number>>();
function rarityIn(pool: LiveQuestion[]): Map<string, number> {
  let rarity = rarities.get(pool);
  if (!rarity) {
    const counts = new Map<string, number>();
    for (const question of pool) for (const w of wordsOf(question)) counts.set(w, (counts.get(w) ?? 0) + 1);
    rarity = new Map([...counts].map(([w, n]) => [w, 1 / n]));
    rarities.set(pool, rarity);
  }
  return rarity;
}

const cache = new WeakMap<LiveQuestion, Set<string>>();
function wordsOf(question: LiveQuestion): Set<string> {
  let words = cache.get(question);
  if (!words) {
    words = new Set(lemmas(`${question.topic} ${question.cues.join(' ')}`.replaceAll('-', ' ')));
    cache.set(question, words);
  }
  return words;
}

/**
 * The bank's best unasked question for the agenda item: the one whose topic and cues share the
 * most words with the item's title and description. Not one asked in other words, nor one the
 * candidate has just answered unasked (`told`), by its words or by meaning (covered.ts). Without an item, the bank's order; with an item
 * that matches nothing (introductions, the candidate's questions), none.
 */
export function pickQuestion(
  pool: LiveQuestion[],
  item: { title: string; description: string | null } | undefined,
  asked: string[],
  told: string[] = [],
  rounds?: EarlierRounds,
): LiveQuestion | undefined {
  // Earlier rounds: a fitting question on a criterion they left open first, on one they evidenced last.
  const [open, done] = [rounds?.open, rounds?.evidenced].map(
    (titles = []) => new Set(lemmas(titles.join(' ')).filter((w) => w.length > 2 && !GENERIC.has(w))),
  );
  const touches = (q: LiveQuestion, words: Set<string> | undefined) =>
    [...wordsOf(q)].some((w) => words?.has(w));
  const lean = (q: LiveQuestion) => (touches(q, open) ? MATCH : touches(q, done) ? -MATCH : 0);
  const close = new Set([
    ...asked.map((text) => closestQuestion(pool, text, 'loosely')),
    ...told.map((text) => closestQuestion(pool, text)),
  ]);
  const fresh = pool.filter(
    (question) =>
      !close.has(question) && !repeatsAny(question.text, asked) && !alreadyCovered(question, asked, told),
  );
  if (!item) return rounds ? fresh.toSorted((a, b) => lean(b) - lean(a))[0] : fresh[0];
  const focus = new Set(
    lemmas(`${item.title} ${item.description ?? ''}`.replaceAll('-', ' ')).filter(
      (w) => w.length > 2 && !GENERIC.has(w),
    ),
  );
  const rarity = rarityIn(pool);
  let best: { question: LiveQuestion; score: number } | undefined;
  for (const question of fresh) {
    const fit = [...wordsOf(question)]
      .filter((w) => focus.has(w))
      .reduce((sum, w) => sum + (rarity.get(w) ?? 0), 0);
    const score = fit + lean(question);
    if (fit >= MATCH && score > (best?.score ?? Number.NEGATIVE_INFINITY)) best = { question, score };
  }
  return best?.question;
}

/** Words every interview question uses: they say nothing about its topic. */
const ASKING = new Set(
  'tell describe walk give talk think time example share explain like have be do get make go say know way'.split(
    ' ',
  ),
);
const TOPICAL = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ', 'NUM']);

/** Texts already read (questions asked and proposed come back on every pass); the oldest go first. */
const read = new Map<string, Set<string>>();
function keyWords(text: string): Set<string> {
  let words = read.get(text);
  if (!words) {
    words = new Set(
      wordsIn(text)
        .filter((w) => TOPICAL.has(w.pos) && w.lemma.length > 2 && !ASKING.has(w.lemma))
        .map((w) => w.lemma),
    );
    read.set(text, words);
    if (read.size > 2_000) read.delete(read.keys().next().value ?? '');
  }
  return words;
}

/**
 * The bank question an interviewer's question is closest to, if one is close: at least two
 * topical words in common, and half the words of the shorter of the two, or (`loosely`, to tell
 * whether it was asked in other words) a third.
 */
export function closestQuestion(
  pool: LiveQuestion[],
  said: string,
  match: 'closely' | 'loosely' = 'closely',
): LiveQuestion | undefined {
  const [least, share] = match === 'closely' ? [2, 0.5] : [2, 0.34];
  const words = keyWords(said);
  let best: { question: LiveQuestion; score: number } | undefined;
  for (const question of pool) {
    const own = keyWords(question.text);
    const hits = [...own].filter((w) => words.has(w)).length;
    const score = hits / Math.max(1, Math.min(own.size, words.size));
    if (hits >= least && score >= share && score > (best?.score ?? 0)) best = { question, score };
  }
  return best?.question;
}

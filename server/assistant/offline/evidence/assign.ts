import { contentWords } from '#server/assistant/guard/nearest-examples.ts';
import { analyse } from '#server/assistant/nlp/nlp.ts';
import { cosine, meanVector, wordVectors } from '#server/assistant/nlp/word-vectors.ts';
import type { CriterionProfile } from './criteria.ts';
import { type CriterionMatch, matchCriterion } from './match.ts';
import type { Statement } from './statements.ts';

/**
 * Each statement of the candidate goes to the one criterion it best evidences, or to none. What a
 * criterion is about is read from its own words (title, section, guidance) by meaning: the mean of
 * its content words' vectors, against the statement's and the question it answers; the words both
 * share, and the concepts of the engine's profile, add to that.
 */
export type AssignableCriterion = { id: string; text: string; profile: CriterionProfile };
export type HeardStatement = { statement: Statement; question: string; key: string };

/**
 * How far the best criterion must stand above the average one: every statement is a little like
 * every criterion of the same job, so only a clear preference makes it evidence.
 */
const MIN_LEAD = 0.03;
/** What a statement scores against a criterion of the same job it does not speak to. */
const UNRELATED = 0.7;
/** Fewer content words than this say too little to evidence anything ("Thank you, Mark."). */
const MIN_WORDS = 4;
/** Generic talk of work that fits every criterion a little. */
const BROAD = new Set(
  'work team people thing time way lot job role company make use get take need help go'.split(' '),
);

const lemmasOf = (text: string) =>
  contentWords(analyse(text).flatMap((s) => s.words)).filter((w) => !BROAD.has(w));

type Read = { vector: Float32Array | undefined; lemmas: Set<string> };
const read = (text: string): Read => {
  const lemmas = lemmasOf(text);
  return { vector: meanVector(lemmas), lemmas: new Set(lemmas) };
};

const overlap = (a: Set<string>, b: Set<string>) => {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  return shared / Math.max(3, Math.min(a.size, b.size));
};

/** How well a statement (and the question it answers) evidences a criterion, and the engine's match if any. */
function score(
  criterion: { read: Read; profile: CriterionProfile },
  said: { read: Read; asked: Read; statement: Statement },
): { score: number; match: CriterionMatch | undefined } {
  const sim = (a: Read, b: Read) => (a.vector && b.vector ? cosine(a.vector, b.vector) : 0);
  const match = matchCriterion(criterion.profile, said.statement);
  const meaning = 0.5 * sim(said.read, criterion.read) + 0.5 * sim(said.asked, criterion.read);
  const words =
    overlap(said.read.lemmas, criterion.read.lemmas) + overlap(said.asked.lemmas, criterion.read.lemmas);
  const concepts = match ? Math.min(match.score, 6) / 6 : 0;
  return { score: meaning + 0.15 * words + 0.6 * concepts, match };
}

export type Assignment = { key: string; criterion: string; score: number; match: CriterionMatch | undefined };

/** The one criterion per statement (keyed by `key`), when one fits well enough. */
export function assignStatements(
  criteria: AssignableCriterion[],
  heard: HeardStatement[],
): Map<string, Assignment> {
  wordVectors();
  const readCriteria = criteria.map((c) => ({ ...c, read: read(c.text) }));
  const out = new Map<string, Assignment>();
  for (const h of heard) {
    if (h.statement.kind !== 'substantive') continue;
    const said = { read: read(h.statement.text), asked: read(h.question), statement: h.statement };
    if (said.read.lemmas.size < MIN_WORDS) continue;
    let best: Assignment | undefined;
    let sum = 0;
    for (const c of readCriteria) {
      const s = score(c, said);
      sum += s.score;
      if (!best || s.score > best.score) best = { key: h.key, criterion: c.id, ...s };
    }
    // "No criterion" takes part as one more choice, so a short scorecard still needs a clear fit.
    const mean = (sum + UNRELATED) / (readCriteria.length + 1);
    if (best && best.score - mean >= MIN_LEAD) out.set(h.key, { ...best, score: best.score - mean });
  }
  return out;
}

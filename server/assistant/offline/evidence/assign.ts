import { cover, topicWords } from '#server/assistant/nlp/word-cover.ts';
import type { CriterionProfile } from './criteria.ts';
import { type CriterionMatch, matchCriterion } from './match.ts';
import type { Statement } from './statements.ts';

/**
 * Each answer of the candidate goes to the one criterion it best evidences, or to none, and its
 * statements with it (an answer keeps to the question's topic). What a criterion is about is read
 * from its own words (section, title, guidance): how many of them the question, the question
 * before it, the answer and the agenda item in progress say, exactly or by meaning (the nearest word's vector), rarer words
 * weighing more. Each criterion's scores are then compared across the interview's answers, so a
 * criterion whose words every answer brushes ("clearly", "team") does not take them all.
 */
export type AssignableCriterion = { id: string; text: string; profile: CriterionProfile };
export type HeardStatement = {
  statement: Statement;
  key: string;
  /** The answer the statement is part of (one id per answer). */
  turn: string;
  /** The whole answer. */
  answer: string;
  /** The interviewer's last turn before the answer, and the one before it. */
  asked: string;
  before: string;
  /** The agenda item in progress when the answer was given, or ''. */
  topic: string;
};

/** How much the question, the question before it and the answer tell about the topic. */
const WEIGHTS = { asked: 1, before: 0.3, answer: 0.5, concepts: 0.5, topic: 0.8 };
/** How far (in standard deviations of its scores) an answer must stand out for a criterion. */
const STAND_OUT = 0.8;
/** An opening question's answer (about the candidate's current job) needs to stand out more. */
const OPENER_STAND_OUT = 1.6;
/** Below this an answer says too little of any criterion's words. */
const MIN_SCORE = 0.12;
/** A criterion is a candidate for an answer only when its score is close to the answer's best one. */
const CLOSE_TO_TOP = 0.75;
/** Pseudo-answers that keep a short interview's scores from standing out by chance. */
const PRIOR = { weight: 2, mean: 0.2, spread: 0.1 };
/** Fewer content words than this say too little to evidence anything ("Thank you, Mark."). */
const MIN_WORDS = 4;
/**
 * "Tell me about yourself", "where are you now", "your role at Bellmont": the opening question
 * about the candidate's current job, whose answer introduces them rather than evidencing a criterion.
 */
const OPENER =
  /\babout yourself\b|\bwhere (?:you are|you're|you're at|are you)(?: at)? (?:now|just now|at the minute|currently|today)\b|\b(?:your|the) (?:current|present) (?:role|job|position)\b|\bwhat (?:do|are) you (?:do|doing|on)\b[^?.]{0,20}\b(?:now|at the minute|currently|these days|at [A-Z])|\byour (?:role|job|work) at [A-Z]|\bwhat you do at\b|\boverview of your\b|\bversion of your\b|\b(?:summary|rundown) of (?:where|what) you\b/;

export type Assignment = { key: string; criterion: string; score: number; match: CriterionMatch | undefined };

type Turn = {
  id: string;
  opener: boolean;
  scores: number[];
  concepts: number[];
  statements: HeardStatement[];
};

/** The one criterion per statement (keyed by `key`), when one fits well enough. */
export function assignStatements(
  criteria: AssignableCriterion[],
  heard: HeardStatement[],
): Map<string, Assignment> {
  const out = new Map<string, Assignment>();
  if (criteria.length === 0) return out;
  const words = criteria.map((c) => topicWords(c.text));
  const turns = new Map<string, Turn>();
  for (const h of heard) {
    if (h.statement.kind !== 'substantive') continue;
    let turn = turns.get(h.turn);
    if (!turn) {
      const said = substantiveText(heard, h.turn);
      const answer = topicWords(said);
      const asked = topicWords(h.asked);
      const before = topicWords(h.before);
      const topic = topicWords(h.topic);
      const opener = OPENER.test(h.asked);
      turn = {
        id: h.turn,
        opener,
        statements: [],
        concepts: criteria.map(() => 0),
        scores: words.map((w) =>
          answer.length < MIN_WORDS
            ? 0
            : (opener ? 0 : WEIGHTS.asked * cover(w, asked) + WEIGHTS.before * cover(w, before)) +
              WEIGHTS.answer * cover(w, answer) +
              WEIGHTS.topic * cover(w, topic),
        ),
      };
      turns.set(h.turn, turn);
    }
    turn.statements.push(h);
    // The engine's concepts (named tools, a known competency's cues) add what the words miss.
    criteria.forEach((c, i) => {
      const m = matchCriterion(c.profile, h.statement);
      if (m && turn) turn.concepts[i] = Math.max(turn.concepts[i] ?? 0, Math.min(m.score, 6) / 6);
    });
  }
  for (const turn of turns.values())
    turn.scores = turn.scores.map((s, i) => s + WEIGHTS.concepts * (turn.concepts[i] ?? 0));
  const all = [...turns.values()];
  const spread = criteria.map((_, i) => {
    const column = all.map((t) => t.scores[i] ?? 0);
    const n = column.length + PRIOR.weight;
    const mean = (column.reduce((a, b) => a + b, 0) + PRIOR.weight * PRIOR.mean) / n;
    const variance = (column.reduce((a, b) => a + (b - mean) ** 2, 0) + PRIOR.weight * PRIOR.spread ** 2) / n;
    return { mean, sd: Math.sqrt(variance) || PRIOR.spread };
  });
  for (const turn of all) {
    // Among the criteria the answer says most about, the one for which it stands out most from
    // the interview's other answers.
    const standOut = turn.opener ? OPENER_STAND_OUT : STAND_OUT;
    const top = Math.max(...turn.scores);
    let best = -1;
    let bestZ = standOut;
    turn.scores.forEach((s, i) => {
      const z = (s - (spread[i]?.mean ?? 0)) / (spread[i]?.sd ?? 1);
      if (s >= MIN_SCORE && s >= CLOSE_TO_TOP * top && z >= bestZ) {
        best = i;
        bestZ = z;
      }
    });
    const criterion = criteria[best];
    if (!criterion) continue;
    for (const h of turn.statements) {
      if (h.statement.text.split(/\s+/).length < MIN_WORDS) continue;
      out.set(h.key, {
        key: h.key,
        criterion: criterion.id,
        score: bestZ,
        match: matchCriterion(criterion.profile, h.statement),
      });
    }
  }
  return out;
}

/** The substantive part of an answer: what it says once greetings and small talk are left out. */
function substantiveText(heard: HeardStatement[], turn: string): string {
  return heard
    .filter((h) => h.turn === turn && h.statement.kind === 'substantive')
    .map((h) => h.statement.text)
    .join(' ');
}

import type { GeneratedDecision } from '#contracts/candidate-scorecards.ts';
import { complianceCategoryOf } from '#contracts/compliance.ts';
import type { InterviewTrace } from '../run-interview.ts';
import type { FileInterview } from './interview-file.ts';

export type InterviewScore = {
  id: string;
  expected: 'positive' | 'negative';
  recommendation: string;
  directionRight: boolean;
  coverage: string;
  /** Criterion ratings drafted from a transcript quote. */
  rated: number;
  /** Of those, ratings whose quote comes from a turn labelled with that criterion (labelled sets only). */
  onRightCriterion: number | null;
  concerns: number;
  /** Answers a reader tagged vague (and tied to a criterion) that the decision names as a concern, of all. */
  vagueNamed: string;
  /** Risky questions the guard warned about, of all. */
  riskyWarned: string;
  /** Quotes taken from the answer to a risky question (must be 0). */
  riskyAnswersUsed: number;
  /** Each drafted rating as a reader checks it. */
  ratings: { criterion: string; rating: string; quote: string; right: boolean | null }[];
};

const POSITIVE = new Set(['strong_hire', 'hire', 'lean_hire']);
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The turn a verbatim quote was taken from. */
function turnOf(interview: FileInterview, quote: string): number {
  const q = norm(quote);
  return interview.turns.findIndex((t) => t.speaker === 'candidate' && norm(t.text).includes(q));
}

/** Whether a decision's criterion ("Section › criterion") is the labelled one. */
const sameCriterion = (drafted: string, label: string) => {
  const d = norm(drafted);
  const l = norm(label.replace(/^-\s*/, ''));
  return d === l || d.endsWith(l);
};

export function scoreInterview(interview: FileInterview, trace: InterviewTrace): InterviewScore {
  const decision = trace.decision as GeneratedDecision;
  const ratings: InterviewScore['ratings'] = [];
  for (const c of decision.criteria) {
    if (c.rating === 'not_assessed' || c.basis !== 'transcript') continue;
    const quote = c.evidence.find((e) => e.source === 'transcript')?.excerpt ?? '';
    const turn = turnOf(interview, quote);
    const labels = turn >= 0 ? interview.criteria[turn] : undefined;
    const right = interview.labelled ? (labels ?? []).some((l) => sameCriterion(c.criterion, l)) : null;
    ratings.push({ criterion: c.criterion, rating: c.rating, quote, right });
  }
  const answersToRisky = new Set(
    interview.risky.flatMap((i) => {
      const next = interview.turns.findIndex((t, j) => j > i && t.speaker === 'candidate');
      return next >= 0 ? [next] : [];
    }),
  );
  const quotes = [...decision.evidence, ...decision.criteria.flatMap((c) => c.evidence)].filter(
    (e) => e.source === 'transcript',
  );
  const concernTurns = new Set(
    quotes.filter((e) => e.signal === 'concern').map((e) => turnOf(interview, e.excerpt)),
  );
  const vagueTurns = interview.turns.flatMap((t, i) =>
    t.marks.includes('vague') && (!interview.labelled || (interview.criteria[i]?.length ?? 0) > 0) ? [i] : [],
  );
  const warned = interview.risky.filter((i) =>
    (trace.turns[i]?.cards ?? []).some((card) => complianceCategoryOf(card.tags) !== undefined),
  );
  return {
    id: interview.id,
    expected: interview.expected,
    recommendation: decision.recommendation,
    directionRight: POSITIVE.has(decision.recommendation) === (interview.expected === 'positive'),
    coverage: `${decision.coverage.assessed}/${decision.coverage.total}`,
    rated: ratings.length,
    onRightCriterion: interview.labelled ? ratings.filter((r) => r.right).length : null,
    concerns: decision.evidence.filter((e) => e.signal === 'concern').length,
    vagueNamed: `${vagueTurns.filter((i) => concernTurns.has(i)).length}/${vagueTurns.length}`,
    riskyWarned: `${warned.length}/${interview.risky.length}`,
    riskyAnswersUsed: quotes.filter((e) => answersToRisky.has(turnOf(interview, e.excerpt))).length,
    ratings,
  };
}

/** The figures of a set as a markdown table, then each rating for reading. */
export function scoreTable(scores: InterviewScore[]): string {
  const rows = scores.map(
    (s) =>
      `| ${s.id} | ${s.expected} | ${s.recommendation} | ${s.directionRight ? 'yes' : 'NO'} | ${s.coverage} | ${s.onRightCriterion ?? '–'}/${s.rated} | ${s.concerns} | ${s.vagueNamed} | ${s.riskyWarned} | ${s.riskyAnswersUsed} |`,
  );
  const detail = scores.flatMap((s) => [
    `\n### ${s.id}\n\n${s.ratings.map((r) => `- ${r.right === null ? '' : r.right ? '✓ ' : '✗ '}${r.criterion}: ${r.rating} — “${r.quote}”`).join('\n')}`,
  ]);
  return [
    '| interview | expected | recommendation | direction right | coverage | ratings on the labelled criterion | concerns | vague answers named | risky warned | risky answers used |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    ...detail,
  ].join('\n');
}

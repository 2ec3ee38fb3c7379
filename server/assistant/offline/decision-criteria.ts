import type {
  CriterionAssessment,
  CriterionRating,
  DecisionEvidence,
} from '#contracts/candidate-scorecards.ts';
import type { EvidenceStrength } from '#contracts/sessions.ts';
import type { DecisionCriterion, DecisionInput } from '../tasks/decision-input.ts';
import { writtenByInterviewer } from '../tasks/decision-input.ts';
import { judgementRating } from './decision-judgement.ts';
import { type Assignment, assignStatements } from './evidence/assign.ts';
import { buzzwordDense } from './evidence/buzzwords.ts';
import { profileCriterion } from './evidence/criteria.ts';
import { byStrength, type CriterionMatch, strengthOf } from './evidence/match.ts';
import { clipQuote, type HeardAnswer } from './evidence/section-drafts.ts';
import { GENERAL, readAnswer, type Statement } from './evidence/statements.ts';

/** Quotes kept per criterion. */
const PER_CRITERION = 3;

type Heard = { answer: HeardAnswer; statements: Statement[]; question: string };

/** The candidate's answers with the question each one answers, read once for every criterion. */
export function hearAnswers(input: DecisionInput): Heard[] {
  // The question an answer speaks to: the interviewer's last two turns (a follow-up keeps its topic).
  let asked: string[] = [];
  return input.transcript.flatMap(({ seq, chunkId, timestamp, text, speaker }) => {
    if (speaker === 'interviewer') {
      asked = [...asked.slice(-1), text];
      return [];
    }
    if (!text.trim()) return [];
    return [
      {
        answer: { seq, chunkId, timestamp, text },
        statements: readAnswer(text),
        question: [...asked, text].join(' '),
      },
    ];
  });
}

const keyOf = (answer: HeardAnswer, statement: Statement) => `${answer.seq}|${statement.text}`;

/**
 * Every statement to the one criterion it best evidences (by meaning), or to none; a criterion
 * then rates only what was assigned to it.
 */
export function assignEvidence(criteria: DecisionCriterion[], heard: Heard[]): Map<string, Assignment> {
  return assignStatements(
    criteria.map((c) => ({
      id: c.title,
      text: [c.title.replace(' › ', '. '), c.guidance ?? ''].join('. '),
      profile: profileCriterion({ id: c.title, title: c.title, guidance: c.guidance }),
    })),
    heard.flatMap(({ answer, statements, question }) =>
      statements.map((statement) => ({ statement, question, key: keyOf(answer, statement) })),
    ),
  );
}

const wordCount = (s: Statement) => s.text.split(/\s+/).filter(Boolean).length;
/**
 * A general claim where an example was asked for ("I coach people all the time"): the words of a
 * general claim or too short, and no figure or named tool. Whether the engine knows the role's
 * vocabulary does not matter.
 */
const generalClaim = (s: Statement) =>
  !s.figures && s.skills.length === 0 && (GENERAL.test(s.text) || wordCount(s) < 7);
/** Buzzwords, a general claim or not knowing: a concern when it answers a criterion's question. */
const weak = (s: Statement) => s.hedge || generalClaim(s) || buzzwordDense(s.text);
/**
 * Something the candidate did or would do, with concrete detail: numbers, named tools, an action
 * of their own, or the steps of what they would do.
 */
const concrete = (s: Statement) =>
  !weak(s) &&
  (s.figures ||
    s.skills.length > 0 ||
    (s.action && s.outcome) ||
    (!s.vague && (s.action || wordCount(s) >= 14)));

const signalOf = (m: CriterionMatch): DecisionEvidence['signal'] =>
  weak(m.statement) ? 'concern' : concrete(m.statement) ? 'strength' : 'neutral';

/**
 * A rating from the transcript alone: "meets the bar" only on a concrete did-or-would-do answer,
 * "strong" on two; buzzword-dense, vague or unsure answers alone are below it.
 */
function transcriptRating(matches: CriterionMatch[]): CriterionRating {
  if (matches.length === 0) return 'not_assessed';
  const solid = matches.filter((m) => concrete(m.statement));
  const poor = matches.filter((m) => weak(m.statement)).length;
  if (solid.length >= 2 && solid.some((m) => m.strength === 'strong')) return 'strong';
  if (solid.length >= 1) return poor > solid.length ? 'mixed' : 'meets';
  return poor > 0 ? 'below' : 'mixed';
}

function strongest(matches: CriterionMatch[], written: boolean): CriterionAssessment['evidenceStrength'] {
  const order: EvidenceStrength[] = ['strong', 'moderate', 'weak'];
  const best = order.find((s) => matches.some((m) => m.strength === s));
  return best ?? (written ? 'moderate' : 'none');
}

/**
 * One criterion: the candidate's statements that speak to it (read by meaning, as the live drafts
 * are), the interviewer's own text, and a rating. The interviewer's text decides the rating when
 * it leans one way; the transcript's quotes are listed either way. A vague answer is never a
 * strength; a deflection or an answer to a flagged question never reaches here.
 */
export function assessCriterion(
  criterion: DecisionCriterion,
  heard: Heard[],
  assigned: Map<string, Assignment>,
): CriterionAssessment {
  const found = heard
    .flatMap(({ answer, statements }) =>
      statements.flatMap((statement) => {
        const a = assigned.get(keyOf(answer, statement));
        if (a?.criterion !== criterion.title) return [];
        const strength = weak(statement) ? 'weak' : strengthOf(statement, Math.max(3, a.match?.score ?? 3));
        const match: CriterionMatch = a.match ?? { statement, concept: null, score: 3, strength };
        return [{ match: { ...match, strength }, answer }];
      }),
    )
    .sort((a, b) => byStrength(a.match, b.match));
  const unique = [...new Map(found.map((f) => [f.match.statement.text, f])).values()];
  const written = writtenByInterviewer(criterion);
  const judged = written ? judgementRating(criterion.content) : null;
  const evidence: DecisionEvidence[] = [
    ...(written
      ? [
          {
            source: 'evaluation' as const,
            excerpt: clipQuote(criterion.content),
            context: criterion.title,
            signal: judgementSignal(judged),
            at: null,
          },
        ]
      : []),
    ...unique.slice(0, PER_CRITERION).map(({ match, answer }) => ({
      source: 'transcript' as const,
      excerpt: clipQuote(match.statement.text),
      context: criterion.title,
      signal: signalOf(match),
      at: { chunkId: answer.chunkId, seq: answer.seq, timestamp: answer.timestamp },
    })),
  ];
  const matches = unique.map((f) => f.match);
  const rating = judged ?? transcriptRating(matches);
  return {
    criterion: criterion.title,
    rating: written && rating === 'not_assessed' ? 'mixed' : rating,
    evidenceStrength: strongest(matches, written),
    basis:
      judged || (written && matches.length === 0) ? 'interviewer' : matches.length ? 'transcript' : 'none',
    evidence,
  };
}

function judgementSignal(rating: CriterionRating | null): DecisionEvidence['signal'] {
  if (rating === 'strong' || rating === 'meets') return 'strength';
  if (rating === 'below') return 'concern';
  return 'neutral';
}

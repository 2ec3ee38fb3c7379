import type {
  CriterionAssessment,
  DecisionEvidence,
  DecisionRecommendation,
} from '#contracts/candidate-scorecards.ts';
import { DECISION_RECOMMENDATION_LABELS } from '#contracts/candidate-scorecards.ts';
import { coverageOf, enoughEvidence } from '../offline/decision-outcome.ts';
import { strengthOf } from '../offline/evidence/match.ts';
import { readAnswer } from '../offline/evidence/statements.ts';
import { type DecisionInput, writtenByInterviewer } from './decision-input.ts';

/** Lower case, one kind of quote mark, single spaces, no surrounding quotes or ellipsis. */
export const normalise = (value: string) =>
  value
    .toLowerCase()
    .replace(/[‘’`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["']+|["']+$/g, '')
    .replace(/(?:…|\.\.\.)$/, '')
    .trim();

/** The candidate's chunk a quote was said in, when it is one of theirs. */
export function locate(excerpt: string, input: DecisionInput): DecisionEvidence['at'] {
  const quote = normalise(excerpt);
  const turn = input.transcript.find((t) => t.speaker === 'candidate' && normalise(t.text).includes(quote));
  return turn ? { chunkId: turn.chunkId, seq: turn.seq, timestamp: turn.timestamp } : null;
}

/**
 * Holds a model's evidence to the product's rules: a deflection is never a concern (it is dropped)
 * and a vague answer is never a strength (it becomes neutral).
 */
export function fairSignal(item: DecisionEvidence): DecisionEvidence | undefined {
  if (item.source !== 'transcript') return item;
  const statements = readAnswer(item.excerpt);
  if (statements.some((s) => s.kind === 'deflection')) return undefined;
  const vague = statements.length > 0 && statements.every((s) => s.vague || s.kind !== 'substantive');
  return vague && item.signal === 'strength' ? { ...item, signal: 'neutral' } : item;
}

const key = (text: string) =>
  normalise(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Every criterion of the input, with the model's rating and the verified evidence naming it. */
export function assessedCriteria(
  input: DecisionInput,
  ratings: { criterion: string; rating: CriterionAssessment['rating'] }[],
  evidence: DecisionEvidence[],
): CriterionAssessment[] {
  const rated = new Map(ratings.map((r) => [key(r.criterion), r.rating]));
  return input.criteria
    .filter((c) => c.leaf || writtenByInterviewer(c))
    .map((c) => {
      const title = key(c.title);
      const short = key(c.title.split(' › ').at(-1) ?? c.title);
      const mine = evidence.filter((e) => e.context && [title, short].includes(key(e.context)));
      const best = mine.find((e) => e.source === 'transcript');
      const statement = best && readAnswer(best.excerpt)[0];
      const written = writtenByInterviewer(c);
      const rating =
        rated.get(title) ?? rated.get(short) ?? (mine.length || written ? 'mixed' : 'not_assessed');
      return {
        criterion: c.title,
        rating,
        evidenceStrength: statement ? strengthOf(statement, 3) : written ? 'moderate' : 'none',
        basis: written ? 'interviewer' : mine.length || rating !== 'not_assessed' ? 'transcript' : 'none',
        evidence: mine,
      };
    });
}

/** The model's call, unless too little of the scorecard has evidence: then it is a draft only. */
export function guardedRecommendation(
  input: DecisionInput,
  criteria: CriterionAssessment[],
  recommendation: DecisionRecommendation,
  decision: string,
) {
  const leaves = new Set(input.criteria.filter((c) => c.leaf).map((c) => c.title));
  const coverage = coverageOf(criteria.filter((c) => leaves.has(c.criterion)));
  if (enoughEvidence(coverage) || recommendation === 'insufficient_evidence')
    return { coverage, recommendation, decision };
  const label = DECISION_RECOMMENDATION_LABELS.insufficient_evidence;
  return {
    coverage,
    recommendation: 'insufficient_evidence' as const,
    decision: `${label}: only ${coverage.assessed} of ${coverage.total} criteria have evidence.\n\n${decision}`,
  };
}

import {
  type CriterionAssessment,
  type CriterionRating,
  DECISION_COVERAGE_MIN,
  type DecisionRecommendation,
} from '#contracts/candidate-scorecards.ts';

const POINTS: Record<Exclude<CriterionRating, 'not_assessed'>, number> = {
  strong: 4,
  meets: 3,
  mixed: 2,
  below: 1,
};

/** Below this many words of answers a call stays a lean one, whatever the ratings. */
export const THIN_WORDS = 150;

export type Coverage = { assessed: number; total: number };

/** Criteria (leaves of the scorecard) with any evidence, of all. */
export function coverageOf(leaves: CriterionAssessment[]): Coverage {
  return { assessed: leaves.filter((c) => c.rating !== 'not_assessed').length, total: leaves.length };
}

export const enoughEvidence = ({ assessed, total }: Coverage) =>
  total > 0 && assessed / total >= DECISION_COVERAGE_MIN;

/**
 * The overall call from the ratings, criterion by criterion (the interviewer's own ratings count
 * twice): only when enough of the scorecard has evidence, never firm on a thin transcript, and
 * never "hire" over a criterion below the bar. Technical and non-technical criteria weigh the same.
 */
export function recommend(
  assessments: CriterionAssessment[],
  coverage: Coverage,
  candidateWords: number,
): DecisionRecommendation {
  if (!enoughEvidence(coverage)) return 'insufficient_evidence';
  let sum = 0;
  let weight = 0;
  for (const a of assessments) {
    if (a.rating === 'not_assessed') continue;
    const w = a.basis === 'interviewer' ? 2 : 1;
    sum += POINTS[a.rating] * w;
    weight += w;
  }
  const average = sum / weight;
  const below = assessments.some((a) => a.rating === 'below');
  const lean = average >= 2.5 ? 'lean_hire' : 'lean_no_hire';
  if (candidateWords < THIN_WORDS) return lean;
  if (average >= 3.5 && !below && coverage.assessed / coverage.total >= 0.8) return 'strong_hire';
  if (average >= 3 && !below) return 'hire';
  if (average >= 2.5) return 'lean_hire';
  if (average >= 1.75) return 'lean_no_hire';
  return 'no_hire';
}

import type { EvidenceStrength } from '#contracts/evaluation.ts';
import { conceptById } from './concepts.ts';
import type { CriterionProfile } from './criteria.ts';
import type { Statement } from './statements.ts';

export type CriterionMatch = {
  statement: Statement;
  /** The concept the quote speaks to most (its label), or null when only the criterion's own words matched. */
  concept: string | null;
  score: number;
  strength: EvidenceStrength;
};

/** Competencies almost every answer touches; alone they do not tie an answer to a more specific criterion. */
const BROAD = new Set(['communication', 'collaboration', 'results', 'learning', 'technical', 'delivery']);

/**
 * Below this a statement only brushes the criterion: one weak cue, one shared word. A criterion
 * naming several competencies needs more, unless a specific one of them is clearly met.
 */
const evidenceScore = (profile: CriterionProfile, perConcept: Map<string, number>) =>
  profile.named > 1 && ![...perConcept].some(([id, points]) => points >= 2 && !BROAD.has(id)) ? 3 : 2;

/**
 * How well a substantive statement speaks to a criterion: 2 per strong cue and 1 per weak one of
 * the concepts the criterion asks for (3 at most each), plus 1 per specific word of its own.
 * Technologies count for a technical criterion: only those it names, when it names some.
 */
export function matchCriterion(profile: CriterionProfile, statement: Statement): CriterionMatch | undefined {
  if (statement.kind !== 'substantive') return undefined;
  const perConcept = new Map<string, number>();
  const seen = new Set<string>();
  for (const { phrase, hit } of statement.hits) {
    if (!profile.concepts.includes(hit.concept) || seen.has(`${hit.concept}|${phrase}`)) continue;
    seen.add(`${hit.concept}|${phrase}`);
    perConcept.set(hit.concept, (perConcept.get(hit.concept) ?? 0) + (hit.weak ? 1 : 2));
  }
  if (profile.concepts.includes('technical')) {
    const skills = profile.skills.length
      ? statement.skills.filter((s) => profile.skills.includes(s))
      : statement.skills;
    if (skills.length) perConcept.set('technical', (perConcept.get('technical') ?? 0) + 2 * skills.length);
  }
  let score = 0;
  let best: [string, number] | undefined;
  for (const [id, points] of perConcept) {
    score += Math.min(points, 3);
    if (!best || points > best[1]) best = [id, points];
  }
  const keys = new Set(statement.slots.flat());
  score += Math.min([...profile.keywords].filter((k) => keys.has(k)).length, 2);
  if (score < evidenceScore(profile, perConcept)) return undefined;
  return {
    statement,
    concept: best ? (conceptById.get(best[0])?.label ?? null) : null,
    score,
    strength: strengthOf(statement, score),
  };
}

/** A vague or unsure answer is never more than weak, however relevant. */
export function strengthOf(statement: Statement, score: number): EvidenceStrength {
  if (statement.vague || statement.hedge) return 'weak';
  const specific = statement.figures || statement.outcome || statement.skills.length > 0;
  if (statement.action && specific && score >= 3) return 'strong';
  if (statement.action && score >= 4) return 'strong';
  return 'moderate';
}

/** Strongest first, then the higher score, then the earlier. */
export const byStrength = (a: CriterionMatch, b: CriterionMatch) =>
  rank(b.strength) - rank(a.strength) || b.score - a.score;
const rank = (s: EvidenceStrength) => (s === 'strong' ? 2 : s === 'moderate' ? 1 : 0);

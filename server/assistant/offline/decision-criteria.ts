import type {
  CriterionAssessment,
  CriterionRating,
  DecisionEvidence,
} from '#contracts/candidate-scorecards.ts';
import type { EvidenceStrength } from '#contracts/sessions.ts';
import type { DecisionCriterion, DecisionInput } from '../tasks/decision-input.ts';
import { writtenByInterviewer } from '../tasks/decision-input.ts';
import { judgementRating } from './decision-judgement.ts';
import { profileCriterion } from './evidence/criteria.ts';
import { byStrength, type CriterionMatch } from './evidence/match.ts';
import { clipQuote, type HeardAnswer, matchesFor } from './evidence/section-drafts.ts';
import { readAnswer, type Statement } from './evidence/statements.ts';

/** Quotes kept per criterion. */
const PER_CRITERION = 3;

type Heard = { answer: HeardAnswer; statements: Statement[] };

/** The candidate's answers, read once for every criterion. */
export function hearAnswers(input: DecisionInput): Heard[] {
  return input.transcript
    .filter((t) => t.speaker === 'candidate' && t.text.trim())
    .map(({ seq, chunkId, timestamp, text }) => ({
      answer: { seq, chunkId, timestamp, text },
      statements: readAnswer(text),
    }));
}

const signalOf = (m: CriterionMatch): DecisionEvidence['signal'] =>
  m.statement.hedge ? 'concern' : m.strength === 'weak' ? 'neutral' : 'strength';

/** A rating from the transcript alone: specific examples, general ones, vague or unsure answers. */
function transcriptRating(matches: CriterionMatch[]): CriterionRating {
  const count = (test: (m: CriterionMatch) => boolean) => matches.filter(test).length;
  const hedges = count((m) => m.statement.hedge);
  const strong = count((m) => m.strength === 'strong');
  const moderate = count((m) => m.strength === 'moderate');
  if (matches.length === 0) return 'not_assessed';
  if (hedges > strong + moderate) return 'below';
  if (strong >= 2) return 'strong';
  if (strong + moderate > 0) return 'meets';
  return 'mixed';
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
export function assessCriterion(criterion: DecisionCriterion, heard: Heard[]): CriterionAssessment {
  const profile = profileCriterion({
    id: criterion.title,
    title: criterion.title,
    guidance: criterion.guidance,
  });
  const found = matchesFor(profile, heard).sort((a, b) => byStrength(a.match, b.match));
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

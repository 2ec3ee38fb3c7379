import { z } from 'zod';
import {
  CriterionAssessment,
  DecisionEvidence,
  DecisionRecommendation,
  type GeneratedDecision,
  type SessionDecisionDto,
} from '#contracts/candidate-scorecards.ts';
import { DecisionAuthor } from '#contracts/privacy.ts';
import type { DecidedSessionRow } from '../sessions/session-reads.ts';

/** Decisions saved before authorship was kept were saved by a person. */
const author = DecisionAuthor.catch('person');
const recommendation = DecisionRecommendation.catch('insufficient_evidence');
/** Drafts stored before quotes carried their transcript line, or before criteria were rated, still read. */
const storedEvidence = DecisionEvidence.extend({ at: DecisionEvidence.shape.at.catch(null) });
const evidence = z.array(storedEvidence).catch([]);
const criteria = z.array(CriterionAssessment.extend({ evidence: z.array(storedEvidence) })).catch([]);
const coverage = z
  .object({ assessed: z.number().int(), total: z.number().int() })
  .catch({ assessed: 0, total: 0 });

type DecisionFields = Omit<DecidedSessionRow, 'id' | 'status' | 'startTime' | 'endTime'>;

function aiDecision(row: DecisionFields): GeneratedDecision | null {
  if (row.decisionDraft === null || row.decisionDraftAt === null) return null;
  const details = row.decisionDraftDetails;
  return {
    decision: row.decisionDraft,
    recommendation: recommendation.parse(details?.recommendation),
    evidence: evidence.parse(details?.evidence ?? []),
    criteria: criteria.parse(details?.criteria ?? []),
    coverage: coverage.parse(details?.coverage),
    model: details?.model ?? 'offline',
    notice: details?.notice ?? null,
    generatedAt: row.decisionDraftAt.toISOString(),
  };
}

/** A session's decision: the person's, and the AI's draft beside it. */
export const toSessionDecision = (row: DecisionFields): SessionDecisionDto => ({
  decision: row.decision,
  decisionSavedAt: row.decisionSavedAt?.toISOString() ?? null,
  decisionAuthor: row.decision === null ? null : author.parse(row.decisionAuthor),
  aiDecision: aiDecision(row),
});

import { z } from 'zod';
import {
  CriterionRating,
  type DecisionEvidence,
  DecisionRecommendation,
} from '#contracts/candidate-scorecards.ts';
import { draftDecision } from '../offline/decision-draft.ts';
import { decisionPrompt } from '../prompts/decision.ts';
import { assessedCriteria, fairSignal, guardedRecommendation, locate, normalise } from './decision-checks.ts';
import type { DecisionDraft, DecisionInput } from './decision-input.ts';
import { field, type StructuredTask, text } from './task.ts';

const MAX_EVIDENCE = 24;

export const DecisionAnswer = z
  .object({
    recommendation: DecisionRecommendation,
    decision: z.string().describe('The decision text in the recruiter’s style, grounded in the material'),
    criteria: z
      .array(z.object({ criterion: z.string(), rating: CriterionRating }))
      .default([])
      .describe('Every criterion of the scorecard, as listed, with its rating'),
    evidence: z.array(
      z.object({
        source: z.enum(['transcript', 'evaluation', 'notes']),
        excerpt: z.string().describe('Copied verbatim from the source'),
        context: z.string().describe('The criterion it supports, as listed; empty when none'),
        signal: z.enum(['strength', 'concern', 'neutral']),
      }),
    ),
  })
  .refine((a) => a.decision.trim().length > 0, { message: 'The decision text is empty' });
export type DecisionAnswer = z.infer<typeof DecisionAnswer>;

function corpora(input: DecisionInput): Record<DecisionEvidence['source'], string> {
  return {
    transcript: normalise(input.transcript.map((t) => t.text).join(' ')),
    evaluation: normalise(input.criteria.map((c) => c.content).join(' ')),
    notes: normalise(input.notes.join(' ')),
  };
}

/**
 * Keeps only evidence found verbatim in the material (under the source it is actually in), with
 * the transcript line of each quote of the candidate; a quote that nobody said is dropped, and
 * the notice says how many were. A deflection is never a concern, a vague answer never a strength.
 */
export function verifiedEvidence(answer: DecisionAnswer, input: DecisionInput) {
  const corpus = corpora(input);
  const sources = Object.keys(corpus) as DecisionEvidence['source'][];
  const kept: DecisionEvidence[] = [];
  let dropped = 0;
  for (const item of answer.evidence) {
    const quote = normalise(item.excerpt);
    const source = [item.source, ...sources].find((s) => quote.length >= 3 && corpus[s].includes(quote));
    if (!source) {
      dropped += 1;
      continue;
    }
    const excerpt = item.excerpt.trim();
    const fair = fairSignal({
      ...item,
      source,
      excerpt,
      context: item.context.trim() || null,
      at: source === 'transcript' ? locate(excerpt, input) : null,
    });
    if (fair) kept.push(fair);
  }
  return { evidence: kept.slice(0, MAX_EVIDENCE), dropped };
}

export const decisionTask: StructuredTask<DecisionInput, DecisionAnswer, DecisionDraft> = {
  name: 'interview_decision',
  description:
    'A rubric-based hiring decision: a rating per criterion, a recommendation and the verbatim evidence',
  schema: DecisionAnswer,
  check() {},
  prompt: decisionPrompt,
  preview: (partial) => text(field(partial, 'decision')),
  finish(answer, input) {
    const { evidence, dropped } = verifiedEvidence(answer, input);
    const criteria = assessedCriteria(input, answer.criteria, evidence);
    const guarded = guardedRecommendation(input, criteria, answer.recommendation, answer.decision.trim());
    const notice =
      dropped > 0
        ? `${dropped} quoted piece${dropped === 1 ? '' : 's'} of evidence could not be found in the interview and ${dropped === 1 ? 'was' : 'were'} left out; check the text against the transcript.`
        : null;
    return { ...guarded, evidence, criteria, notice };
  },
  offline: draftDecision,
};

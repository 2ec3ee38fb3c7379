import { z } from 'zod';
import { type DecisionEvidence, DecisionRecommendation } from '#contracts/candidate-scorecards.ts';
import { draftDecision } from '../offline/decision-draft.ts';
import { decisionPrompt } from '../prompts/decision.ts';
import type { DecisionDraft, DecisionInput } from './decision-input.ts';
import { field, type StructuredTask, text } from './task.ts';

const MAX_EVIDENCE = 12;

export const DecisionAnswer = z
  .object({
    recommendation: DecisionRecommendation,
    decision: z.string().describe('The decision text in the recruiter’s style, grounded in the material'),
    evidence: z.array(
      z.object({
        source: z.enum(['transcript', 'evaluation', 'notes']),
        excerpt: z.string().describe('Copied verbatim from the source'),
        context: z.string().describe('The evaluation section, or who said it; empty when unknown'),
        signal: z.enum(['strength', 'concern', 'neutral']),
      }),
    ),
  })
  .refine((a) => a.decision.trim().length > 0, { message: 'The decision text is empty' });
export type DecisionAnswer = z.infer<typeof DecisionAnswer>;

/** Lower case, one kind of quote mark, single spaces, no surrounding quotes or ellipsis. */
const normalise = (value: string) =>
  value
    .toLowerCase()
    .replace(/[‘’`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["']+|["']+$/g, '')
    .replace(/(?:…|\.\.\.)$/, '')
    .trim();

function corpora(input: DecisionInput): Record<DecisionEvidence['source'], string> {
  return {
    transcript: normalise(input.transcript.map((t) => t.text).join(' ')),
    evaluation: normalise(input.sections.map((s) => s.content).join(' ')),
    notes: normalise(input.notes.join(' ')),
  };
}

/**
 * Keeps only evidence found verbatim in the material (under the source it is actually in); a
 * model's quote that nobody said is dropped, and the notice says how many were.
 */
export function verifiedEvidence(answer: DecisionAnswer, input: DecisionInput) {
  const text = corpora(input);
  const sources = Object.keys(text) as DecisionEvidence['source'][];
  const kept: DecisionEvidence[] = [];
  for (const item of answer.evidence) {
    const quote = normalise(item.excerpt);
    const source = [item.source, ...sources].find((s) => quote.length >= 3 && text[s].includes(quote));
    if (source)
      kept.push({ ...item, source, excerpt: item.excerpt.trim(), context: item.context.trim() || null });
  }
  return { evidence: kept.slice(0, MAX_EVIDENCE), dropped: answer.evidence.length - kept.length };
}

export const decisionTask: StructuredTask<DecisionInput, DecisionAnswer, DecisionDraft> = {
  name: 'interview_decision',
  description: 'A hiring decision with a recommendation and the verbatim evidence behind it',
  schema: DecisionAnswer,
  check() {},
  prompt: decisionPrompt,
  preview: (partial) => text(field(partial, 'decision')),
  finish(answer, input) {
    const { evidence, dropped } = verifiedEvidence(answer, input);
    const notice =
      dropped > 0
        ? `${dropped} quoted piece${dropped === 1 ? '' : 's'} of evidence could not be found in the interview and ${dropped === 1 ? 'was' : 'were'} left out; check the text against the transcript.`
        : null;
    return { decision: answer.decision.trim(), recommendation: answer.recommendation, evidence, notice };
  },
  offline: draftDecision,
};

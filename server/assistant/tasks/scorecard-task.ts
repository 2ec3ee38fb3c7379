import { z } from 'zod';
import type { GenerateScorecardInput, ScorecardDraft } from '#contracts/assistant.ts';
import { AppError } from '#server/lib/errors.ts';
import { mergeSections, renderScorecard } from '../draft-content.ts';
import { draftScorecard } from '../offline/scorecard-draft.ts';
import { scorecardPrompt } from '../prompts/scorecard.ts';
import { field, list, type StructuredTask, text } from './task.ts';

const MAX_SECTIONS = 10;
const MAX_CRITERIA = 8;

/** What the model returns; `content` is rendered from it, so the text always matches the sections. */
export const ScorecardAnswer = z
  .object({
    title: z.string().describe('A short title for the scorecard'),
    sections: z.array(
      z.object({
        title: z.string().describe('Section title, e.g. Problem solving'),
        criteria: z.array(z.string()).describe('Criteria the interviewer rates, one short phrase each'),
      }),
    ),
  })
  .refine((a) => a.sections.some((s) => s.title.trim() && s.criteria.some((c) => c.trim())), {
    message: 'The scorecard needs at least one section with criteria',
  });
export type ScorecardAnswer = z.infer<typeof ScorecardAnswer>;

type Result = Omit<ScorecardDraft, 'model'>;

export const scorecardTask: StructuredTask<GenerateScorecardInput, ScorecardAnswer, Result> = {
  name: 'scorecard',
  description: 'An interview scorecard: sections with the criteria to rate',
  schema: ScorecardAnswer,
  check(input) {
    const given = [input.generationPrompt, input.jobDescription, input.existingScorecardRef];
    if (!given.some((t) => t?.trim()))
      throw AppError.badRequest('Provide a generation prompt, a job description or an existing scorecard');
  },
  prompt: scorecardPrompt,
  preview(partial) {
    const sections = list(field(partial, 'sections')).map((s) => ({
      title: text(field(s, 'title')),
      criteria: list(field(s, 'criteria')).map(text).filter(Boolean),
    }));
    return renderScorecard(sections.filter((s) => s.title));
  },
  finish(answer) {
    const sections = mergeSections(answer.sections)
      .filter((s) => s.criteria.length > 0)
      .slice(0, MAX_SECTIONS)
      .map((s) => ({ title: s.title, criteria: s.criteria.slice(0, MAX_CRITERIA) }));
    const title = answer.title.trim();
    return { ...(title ? { title } : {}), content: renderScorecard(sections), sections };
  },
  offline: draftScorecard,
};

import { z } from 'zod';
import { CHANGE_TYPES } from '#contracts/quick-create.ts';

const sourceId = z
  .string()
  .describe('The id of the template item this adapts, e.g. "agenda-2"; "" for a new item');
const change = z.enum(CHANGE_TYPES);
const reason = z.string().describe('Why it changed, in one short sentence; "" when KEPT');
const guidance = z.string().describe('What to listen for in this interview; "" when nothing to add');

const AgendaAnswerItem = z.object({
  source_id: sourceId,
  change_type: change,
  title: z.string(),
  description: z.string().describe('What to cover or ask'),
  duration: z.number().describe('Whole minutes'),
  change_reason: reason,
});
export type AgendaAnswerItem = z.infer<typeof AgendaAnswerItem>;

const CriterionAnswer = z.object({
  source_id: sourceId,
  change_type: change,
  title: z.string(),
  guidance,
  change_reason: reason,
});
export type CriterionAnswer = z.infer<typeof CriterionAnswer>;

const SectionAnswer = z.object({
  source_id: sourceId,
  change_type: change,
  title: z.string(),
  guidance,
  change_reason: reason,
  criteria: z.array(CriterionAnswer),
});
export type SectionAnswer = z.infer<typeof SectionAnswer>;

/** What the model returns; ids, originals, counts and the time range are settled by us afterwards. */
export const QuickCreateAnswer = z
  .object({
    interviewTitle: z.string(),
    candidateName: z.string().describe('The candidate’s full name from the resume or profile, or ""'),
    keyAdaptations: z.array(z.string()),
    agenda: z.array(AgendaAnswerItem),
    scorecard: z.array(SectionAnswer),
  })
  .refine((a) => a.agenda.some((i) => i.change_type !== 'REMOVED' && i.title.trim()), {
    message: 'The agenda needs at least one item that is not REMOVED',
  })
  .refine((a) => a.scorecard.some((s) => s.title.trim()), {
    message: 'The scorecard needs at least one section',
  });
export type QuickCreateAnswer = z.infer<typeof QuickCreateAnswer>;

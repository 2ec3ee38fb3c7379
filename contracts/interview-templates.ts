import { z } from 'zod';
import { Id, optionalText } from './common.ts';
import { setupTitle } from './scorecards.ts';

export const TEMPLATE_TITLE_REQUIRED = 'Template title is required';
export const TEMPLATE_SCORECARD_REQUIRED = 'Please select a scorecard';
export const TEMPLATE_AGENDA_REQUIRED = 'Please select an agenda';

const details = {
  title: setupTitle(TEMPLATE_TITLE_REQUIRED),
  description: optionalText(),
  rubrik: optionalText(),
};

/** Step 1 (details) plus the scorecard and agenda chosen in steps 2 and 3. */
export const InterviewTemplateInput = z.object({
  ...details,
  scorecardId: z.uuid({ error: TEMPLATE_SCORECARD_REQUIRED }),
  agendaId: z.uuid({ error: TEMPLATE_AGENDA_REQUIRED }),
});
export type InterviewTemplateInput = z.input<typeof InterviewTemplateInput>;
export type InterviewTemplateFields = z.output<typeof InterviewTemplateInput>;

/** The edit form changes the details only; scorecard and agenda stay. */
export const InterviewTemplateUpdate = z.object(details);
export type InterviewTemplateUpdate = z.input<typeof InterviewTemplateUpdate>;
export type InterviewTemplateUpdateFields = z.output<typeof InterviewTemplateUpdate>;

export const InterviewTemplateDto = z.object({
  id: Id,
  title: z.string(),
  description: z.string().nullable(),
  rubrik: z.string().nullable(),
  scorecardId: Id,
  agendaId: Id,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type InterviewTemplateDto = z.infer<typeof InterviewTemplateDto>;

/** A list row also names its scorecard and agenda. */
export const InterviewTemplateListItem = InterviewTemplateDto.extend({
  scorecardTitle: z.string(),
  agendaTitle: z.string(),
});
export type InterviewTemplateListItem = z.infer<typeof InterviewTemplateListItem>;

export const InterviewTemplateDetail = InterviewTemplateDto.extend({
  scorecard: z.object({ id: Id, title: z.string(), content: z.string() }),
  agenda: z.object({
    id: Id,
    title: z.string(),
    content: z.string(),
    timeRangeMin: z.number().int(),
    timeRangeMax: z.number().int(),
  }),
});
export type InterviewTemplateDetail = z.infer<typeof InterviewTemplateDetail>;

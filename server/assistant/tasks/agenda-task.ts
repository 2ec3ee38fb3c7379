import { z } from 'zod';
import {
  type AgendaDraft,
  type AgendaItemDraft,
  formatAgendaContent,
  type GenerateAgendaInput,
} from '#contracts/assistant.ts';
import { AppError } from '#server/lib/errors.ts';
import { fitAgendaToRange } from '../agenda-timing.ts';
import { draftAgenda } from '../offline/agenda-draft.ts';
import { agendaPrompt } from '../prompts/agenda.ts';
import { field, list, type StructuredTask, text } from './task.ts';

export const AgendaAnswer = z
  .object({
    items: z.array(
      z.object({
        title: z.string(),
        duration: z.number().describe('Whole minutes'),
        description: z.string().describe('What to cover or ask, one sentence'),
      }),
    ),
  })
  .refine((a) => a.items.some((i) => i.title.trim()), { message: 'The agenda needs at least one item' });
export type AgendaAnswer = z.infer<typeof AgendaAnswer>;

type Result = Omit<AgendaDraft, 'model'>;

export const agendaTask: StructuredTask<GenerateAgendaInput, AgendaAnswer, Result> = {
  name: 'agenda',
  description: 'An interview agenda: ordered items with durations in minutes',
  schema: AgendaAnswer,
  check(input) {
    if (input.timeRangeMax < input.timeRangeMin)
      throw AppError.badRequest('Maximum time must be greater than or equal to minimum time');
  },
  prompt: agendaPrompt,
  preview(partial) {
    return list(field(partial, 'items'))
      .map((item) => {
        const minutes = field(item, 'duration');
        return typeof minutes === 'number'
          ? `- ${text(field(item, 'title'))} (${minutes} min)`
          : `- ${text(field(item, 'title'))}`;
      })
      .join('\n');
  },
  finish(answer, input) {
    const cleaned: AgendaItemDraft[] = answer.items
      .filter((i) => i.title.trim())
      .map((i) => ({
        title: i.title.trim(),
        duration: Math.max(1, Math.round(i.duration)),
        ...(i.description.trim() ? { description: i.description.trim() } : {}),
      }));
    const items = fitAgendaToRange(cleaned, input.timeRangeMin, input.timeRangeMax);
    const totalMinutes = items.reduce((total, i) => total + i.duration, 0);
    return { content: formatAgendaContent(items), items, totalMinutes };
  },
  offline: draftAgenda,
};

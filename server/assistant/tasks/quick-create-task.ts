import type { QuickCreateOutput } from '#contracts/quick-create.ts';
import { AppError } from '#server/lib/errors.ts';
import { readCandidate } from '../offline/candidate-profile.ts';
import { draftQuickCreate } from '../offline/quick-create-draft.ts';
import { quickCreatePrompt } from '../prompts/quick-create.ts';
import { interviewTitleFor, numberItems, summarize } from '../quick-create-items.ts';
import { QuickCreateAnswer } from './quick-create-answer.ts';
import { finishAgenda, finishScorecard } from './quick-create-finish.ts';
import type { QuickCreateTaskInput } from './quick-create-input.ts';
import { field, list, type StructuredTask, text } from './task.ts';

type Result = Omit<QuickCreateOutput, 'model'>;

const MAX_ADAPTATIONS = 8;

/** A readable preview of a partial answer: the agenda lines, then the scorecard sections. */
function preview(partial: unknown): string {
  const agenda = list(field(partial, 'agenda')).map((item) => {
    const minutes = field(item, 'duration');
    const title = text(field(item, 'title'));
    return typeof minutes === 'number' ? `- ${title} (${minutes} min)` : `- ${title}`;
  });
  const scorecard = list(field(partial, 'scorecard')).map((s) => `- ${text(field(s, 'title'))}`);
  return [
    agenda.length ? ['Agenda', ...agenda].join('\n') : '',
    scorecard.length ? ['Scorecard', ...scorecard].join('\n') : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The name only comes from the uploaded text: the model's when it gives one, else the offline
 * reading of the PDFs. Without an upload there is no name, whatever the model says.
 */
function candidateNameOf(answer: QuickCreateAnswer, input: QuickCreateTaskInput): string {
  if (!input.resumeText && !input.linkedinText) return '';
  return (
    answer.candidateName.trim().slice(0, 200) ||
    (readCandidate(input.resumeText, input.linkedinText).name ?? '')
  );
}

export const quickCreateTask: StructuredTask<QuickCreateTaskInput, QuickCreateAnswer, Result> = {
  name: 'quick_create',
  description:
    'An interview agenda and scorecard adapted to a job, a candidate and a time range, item by item',
  schema: QuickCreateAnswer,
  check(input) {
    if (input.maxDuration < input.minDuration)
      throw AppError.badRequest('Maximum duration must be greater than or equal to minimum duration');
  },
  prompt: quickCreatePrompt,
  preview,
  finish(answer, input) {
    const candidateName = candidateNameOf(answer, input);
    const agenda = numberItems('agenda', finishAgenda(answer.agenda, input));
    const scorecard = numberItems('scorecard', finishScorecard(answer.scorecard, input));
    const adaptations = answer.keyAdaptations
      .map((a) => a.trim())
      .filter(Boolean)
      .slice(0, MAX_ADAPTATIONS);
    return {
      interviewTitle:
        answer.interviewTitle.trim().slice(0, 200) || interviewTitleFor(input.interviewType, input.jobRole),
      candidateName,
      summary: summarize(agenda, scorecard, adaptations),
      agenda: { items: agenda },
      scorecard: { items: scorecard },
    };
  },
  offline: draftQuickCreate,
};

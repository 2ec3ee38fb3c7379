import { OFFLINE_NOTICE } from '#contracts/assistant.ts';
import type { QuickCreateOutput } from '#contracts/quick-create.ts';
import { interviewTitleFor, numberItems, summarize } from '../quick-create-items.ts';
import type { QuickCreateTaskInput } from '../tasks/quick-create-input.ts';
import { readCandidate } from './candidate-profile.ts';
import { adaptAgenda } from './quick-create-agenda.ts';
import { adaptScorecard } from './quick-create-scorecard.ts';
import { analyseJob } from './text-extraction.ts';

/**
 * The offline assistant's Quick Create kit: the chosen agenda and scorecard adapted to the job
 * description, the interviewer's expectations, the candidate's resume or LinkedIn profile and the
 * duration range. Deterministic; it says plainly that no AI model wrote it.
 */
export function draftQuickCreate(input: QuickCreateTaskInput): Omit<QuickCreateOutput, 'model'> {
  const job = analyseJob(`${input.jobRole}\n\n${input.jobDescription}`, input.interviewExpectations);
  const candidate = readCandidate(input.resumeText, input.linkedinText);
  const agenda = adaptAgenda(input, job, candidate);
  const scorecard = adaptScorecard(input, job, candidate);
  const candidateName = candidate.name ?? '';
  const nameNote = candidate.nameSource
    ? [`Candidate name “${candidateName}” read from the ${candidate.nameSource}; check it`]
    : input.resumeText || input.linkedinText
      ? ['No candidate name found in the uploaded PDFs; enter it before saving']
      : [];
  const agendaItems = numberItems('agenda', agenda.items);
  const scorecardItems = numberItems('scorecard', scorecard.items);
  return {
    interviewTitle: interviewTitleFor(input.interviewType, input.jobRole),
    candidateName,
    summary: summarize(agendaItems, scorecardItems, [...agenda.notes, ...scorecard.notes, ...nameNote]),
    agenda: { items: agendaItems },
    scorecard: { items: scorecardItems },
    notice: OFFLINE_NOTICE,
  };
}

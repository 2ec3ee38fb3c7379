import type { GenerateAgendaInput } from '#contracts/assistant.ts';
import { FAIRNESS_RULE, joinParts, TAGGED_TEXT_RULE, tagged } from './shared.ts';

const SYSTEM = joinParts(
  'You are an experienced interviewer planning the agenda of one interview.',
  'An agenda is an ordered list of 4 to 8 items. Each item has a short title, a duration in whole minutes and a one-sentence description of what to cover or ask. Start with introductions; end with time for the candidate’s questions and a wrap-up with next steps. Give most of the time to the main topics of the interview.',
  FAIRNESS_RULE,
  TAGGED_TEXT_RULE,
  'Answer with one JSON object: {"items": [{"title": string, "duration": integer minutes, "description": string}]}.',
);

export function agendaPrompt(input: GenerateAgendaInput) {
  const prompt = joinParts(
    'Plan the agenda for this interview.',
    `The durations must add up to between ${input.timeRangeMin} and ${input.timeRangeMax} minutes in total.`,
    input.interviewType && `Interview type: ${input.interviewType}`,
    tagged('recruiter_request', input.generationPrompt),
    tagged('job_description', input.jobDescription),
    input.scorecardContent?.trim() &&
      `Cover what this scorecard evaluates:\n${tagged('scorecard', input.scorecardContent)}`,
    tagged('existing_scorecard_reference', input.existingScorecardRef),
  );
  return { system: SYSTEM, prompt };
}

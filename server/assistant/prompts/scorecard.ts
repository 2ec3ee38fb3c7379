import type { GenerateScorecardInput } from '#contracts/assistant.ts';
import { FAIRNESS_RULE, joinParts, TAGGED_TEXT_RULE, tagged } from './shared.ts';

const SYSTEM = joinParts(
  'You are an experienced hiring manager helping a recruiter prepare an interview scorecard.',
  'A scorecard is a short list of sections (3 to 7). Each section has 2 to 5 criteria the interviewer rates and takes notes on. Criteria are concrete, observable in the interview, under 15 words each, and written in the language of the job description.',
  FAIRNESS_RULE,
  TAGGED_TEXT_RULE,
  'Answer with one JSON object: {"title": a short scorecard title, "sections": [{"title": string, "criteria": [string]}]}.',
);

export function scorecardPrompt(input: GenerateScorecardInput) {
  const prompt = joinParts(
    'Write a scorecard for this interview.',
    input.interviewType && `Interview type: ${input.interviewType}`,
    tagged('recruiter_request', input.generationPrompt),
    tagged('job_description', input.jobDescription),
    input.existingScorecardRef?.trim() &&
      `Start from this existing scorecard: keep its structure unless the request says otherwise, improve the wording and fill gaps.\n${tagged('existing_scorecard', input.existingScorecardRef)}`,
  );
  return { system: SYSTEM, prompt };
}

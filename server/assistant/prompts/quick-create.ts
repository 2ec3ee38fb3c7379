import type { QuickCreateTaskInput } from '../tasks/quick-create-input.ts';
import { FAIRNESS_RULE, joinParts, TAGGED_TEXT_RULE, tagged } from './shared.ts';

/** Enough of a resume or profile for the model; the rest costs tokens and adds little. */
const CANDIDATE_TEXT_MAX = 12_000;

const SYSTEM = joinParts(
  'You are an experienced interviewer adapting an interview kit — an agenda and a scorecard — to one job, one candidate and a time range.',
  'Work item by item from the templates you are given. For each template item answer with its id in source_id and a change_type: KEPT (unchanged), MODIFIED (new description, guidance or minutes), or REMOVED (does not fit this interview or the time). Keep the titles of template items. New items have source_id "" and change_type ADDED. Give a short change_reason for every change ("" when KEPT). When a template is empty, write the agenda or scorecard from scratch with ADDED items.',
  'The agenda: 3 to 8 items, each with a description of what to cover or ask and whole minutes; the minutes of the items that are not REMOVED must add up to a total within the time range. Use the resume and profile for questions about the candidate’s actual experience, and the job description for requirements the template misses.',
  'The scorecard: sections with criteria the interviewer rates. Each section and criterion has guidance: what to listen for in this interview ("" when there is nothing to add).',
  'interviewTitle is short, e.g. "Coding screen: Backend Engineer", without the candidate’s name. candidateName is the candidate’s full name as written in the resume or profile, or "" when they give none; never invent one. keyAdaptations lists the 3 to 6 most important changes in plain words.',
  FAIRNESS_RULE,
  TAGGED_TEXT_RULE,
);

function agendaTemplate(input: QuickCreateTaskInput): string {
  const lines = input.agendaTemplate.items.map(
    (item, i) =>
      `[agenda-${i + 1}] ${item.title} (${item.duration} min)${item.description ? `: ${item.description}` : ''}`,
  );
  return lines.length
    ? tagged('agenda_template', lines.join('\n'))
    : 'Agenda template: none (write a new agenda).';
}

function scorecardTemplate(input: QuickCreateTaskInput): string {
  const lines = input.scorecardTemplate.sections.flatMap((section, i) => [
    `[section-${i + 1}] ${section.title}`,
    ...section.criteria.map((c, j) => `  [criterion-${i + 1}-${j + 1}] ${c}`),
  ]);
  return lines.length
    ? tagged('scorecard_template', lines.join('\n'))
    : 'Scorecard template: none (write a new scorecard).';
}

export function quickCreatePrompt(input: QuickCreateTaskInput) {
  const prompt = joinParts(
    'Adapt this interview kit.',
    `Job role: ${input.jobRole}`,
    `Interview type: ${input.interviewType}`,
    `Time range: the agenda must total between ${input.minDuration} and ${input.maxDuration} minutes.`,
    tagged('job_description', input.jobDescription),
    tagged('interview_expectations', input.interviewExpectations),
    tagged('resume', input.resumeText.slice(0, CANDIDATE_TEXT_MAX)),
    tagged('linkedin_profile', input.linkedinText.slice(0, CANDIDATE_TEXT_MAX)),
    agendaTemplate(input),
    scorecardTemplate(input),
  );
  return { system: SYSTEM, prompt };
}

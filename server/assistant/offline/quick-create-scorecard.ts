import { type DraftItem, listWords } from '../quick-create-items.ts';
import type { QuickCreateTaskInput } from '../tasks/quick-create-input.ts';
import type { CandidateProfile } from './candidate-profile.ts';
import { aboutFocus, type Focus, readFocus } from './quick-create-focus.ts';
import { observableCriterion } from './quick-create-requirements.ts';
import { addRequirements, REQUIREMENTS } from './quick-create-scorecard-requirements.ts';
import {
  type Criterion,
  MAX_NEW_CRITERIA,
  type Section,
  toSectionItem,
} from './quick-create-scorecard-section.ts';
import { draftScorecard } from './scorecard-draft.ts';
import type { JobProfile } from './text-extraction.ts';

export type ScorecardAdaptation = { items: DraftItem[]; notes: string[] };

/**
 * Adapts the chosen scorecard (or a drafted one): criteria for requirements of the job it does not
 * cover yet, the interviewer's focus areas, and claims from the candidate's resume to verify.
 * Template sections are never dropped; new criteria carry guidance on what to listen for.
 */
export function adaptScorecard(
  input: QuickCreateTaskInput,
  job: JobProfile,
  candidate: CandidateProfile,
): ScorecardAdaptation {
  const notes: string[] = [];
  const sections = startingSections(input, notes);
  if (input.scorecardTemplate.sections.length) addRequirements(sections, job, notes);
  addFocusAreas(sections, readFocus(input.interviewExpectations), notes);
  addResumeClaims(sections, job, candidate, input.resumeText ? 'resume' : 'LinkedIn profile', notes);
  return { items: sections.map((s) => toSectionItem(s, input.jobRole)), notes };
}

function startingSections(input: QuickCreateTaskInput, notes: string[]): Section[] {
  const { sections, name } = input.scorecardTemplate;
  if (sections.length) {
    notes.push(`Adapted the scorecard ${name ? `“${name}”` : 'you wrote'} to the role`);
    return sections.map((s) => ({
      title: s.title,
      fromTemplate: true,
      criteria: s.criteria.map((text) => ({ text, guidance: '' })),
      added: [],
    }));
  }
  notes.push(`No scorecard template was chosen: drafted a ${input.interviewType.toLowerCase()} scorecard`);
  const draft = draftScorecard({
    jobDescription: input.jobDescription,
    generationPrompt: input.interviewExpectations,
    interviewType: input.interviewType,
  });
  return draft.sections.map((s) => ({
    title: s.title,
    fromTemplate: false,
    criteria: [],
    added: s.criteria.map((text) =>
      s.title === REQUIREMENTS ? observableCriterion(text) : { text, guidance: '' },
    ),
    reason: `Drafted for a ${input.interviewType.toLowerCase()} for ${input.jobRole}`,
  }));
}

/**
 * What the expectations ask to probe is never lost: a criterion already about it is marked to be
 * probed (its guidance says so); a topic no criterion covers becomes a focus criterion.
 */
function addFocusAreas(sections: Section[], focus: Focus[], notes: string[]) {
  const fresh: Criterion[] = [];
  for (const topic of focus) {
    const existing = sections
      .flatMap((s) => [...s.criteria, ...s.added])
      .filter((c) => aboutFocus(c.text, topic));
    for (const c of existing) {
      c.focus = topic.text;
      c.guidance = [`Your expectations ask to probe this (“${topic.text}”).`, c.guidance]
        .filter(Boolean)
        .join(' ');
    }
    if (!existing.length && fresh.length < MAX_NEW_CRITERIA)
      fresh.push({
        text: topic.text,
        guidance: 'From your expectations: ask for a specific example and probe the details.',
        reason: 'From your interview expectations',
        focus: topic.text,
      });
  }
  const marked =
    sections.flatMap((s) => [...s.criteria, ...s.added]).filter((c) => c.focus).length - fresh.length;
  if (marked > 0)
    notes.push(
      `Marked ${marked} ${marked === 1 ? 'criterion' : 'criteria'} to probe, as your expectations ask`,
    );
  if (!fresh.length) return;
  sections.push({
    title: 'Focus areas',
    fromTemplate: false,
    criteria: [],
    added: fresh,
    reason: 'Your expectations name these areas',
  });
}

function addResumeClaims(
  sections: Section[],
  job: JobProfile,
  candidate: CandidateProfile,
  source: string,
  notes: string[],
) {
  const wanted = new Set(job.skills.map((s) => s.label));
  const technical = candidate.skills.filter((s) => s.kind !== 'soft');
  const picked = [
    ...technical.filter((s) => wanted.has(s.label)),
    ...technical.filter((s) => !wanted.has(s.label)),
  ].slice(0, 3);
  const claims: Criterion[] = picked.map((skill) => ({
    text: `Depth with ${skill.label} matches the ${source}`,
    guidance: `The ${source} lists ${skill.label}: ask how they used it, at what scale, and what went wrong.`,
    reason: `${skill.label} is on the candidate’s ${source}${wanted.has(skill.label) ? ' and in the job' : ''}`,
  }));
  if (candidate.yearsOfExperience && job.yearsOfExperience)
    claims.push({
      text: `${candidate.yearsOfExperience}+ years stated; the job asks for ${job.yearsOfExperience}+`,
      guidance: 'Check how much of that experience is relevant to this role.',
      reason: `Years of experience on the candidate’s ${source}`,
    });
  if (!claims.length) return;
  sections.push({
    title: 'Resume claims to verify',
    fromTemplate: false,
    criteria: [],
    added: claims,
    reason: `Checks what the candidate’s ${source} claims`,
  });
  notes.push(
    `Questions on ${listWords(picked.map((s) => s.label)) || 'experience'} from the candidate’s ${source}`,
  );
}

import {
  type GenerateScorecardInput,
  OFFLINE_NOTICE,
  type ScorecardDraft,
  type ScorecardSection,
} from '#contracts/assistant.ts';
import { mergeSections, parseScorecardText, renderScorecard } from '../draft-content.ts';
import { dutyCriteria } from './duty-criteria.ts';
import { interviewKind, KIND_LABELS } from './interview-types.ts';
import { KIND_SECTIONS } from './kind-profiles.ts';
import { observableCriterion } from './quick-create-requirements.ts';
import type { Skill } from './tech-terms.ts';
import { analyseJob, condense, extractBullets, type JobProfile } from './text-extraction.ts';

const MAX_REQUIREMENTS = 6;
const MAX_SKILLS = 6;

/** The section that rates the job's own duties. */
export const DUTIES = 'Core duties';

/**
 * A scorecard from the job's own duties, the interview type's standard sections, the requirements
 * and skills found in the job description, the focus areas of the prompt, and an existing
 * scorecard when given: different jobs get different scorecards.
 */
export function draftScorecard(input: GenerateScorecardInput): Omit<ScorecardDraft, 'model'> {
  const kind = interviewKind(input.interviewType, input.generationPrompt, input.existingScorecardRef);
  const profile = analyseJob(input.jobDescription, input.generationPrompt);
  const existing = existingSections(input.existingScorecardRef);
  const duties = dutyCriteria(profile.responsibilities);
  const sections = mergeSections([
    ...(duties.length && !existing.length ? [{ title: DUTIES, criteria: duties }] : []),
    ...(existing.length ? existing : KIND_SECTIONS[kind]),
    ...focusSections(input.generationPrompt),
    ...requirementSections(profile),
  ]).filter((s) => s.criteria.length > 0);
  const label = kind === 'general' ? 'Interview' : KIND_LABELS[kind];
  const title = profile.title ? `${label} scorecard — ${profile.title}` : `${label} scorecard`;
  return { title, content: renderScorecard(sections), sections, notice: OFFLINE_NOTICE };
}

/** A pasted scorecard (sections with criteria) to start from; a bare name is only a hint. */
function existingSections(ref: string | undefined): ScorecardSection[] {
  const parsed = parseScorecardText(ref);
  if (!parsed.some((s) => s.criteria.length > 0)) return [];
  return parsed.map((s) =>
    s.criteria.length ? s : { title: s.title, criteria: [`Evidence of ${s.title.toLowerCase()}`] },
  );
}

function focusSections(prompt: string | undefined): ScorecardSection[] {
  const focus = extractBullets(prompt ?? '').map((b) => condense(b));
  return focus.length ? [{ title: 'Focus areas', criteria: focus.slice(0, MAX_REQUIREMENTS) }] : [];
}

function requirementSections(profile: JobProfile): ScorecardSection[] {
  const sections: ScorecardSection[] = [];
  const requirements = profile.requirements
    .slice(0, MAX_REQUIREMENTS)
    .map((r) => observableCriterion(condense(r)).text);
  if (profile.yearsOfExperience && !requirements.some((r) => /years|yrs/i.test(r)))
    requirements.unshift(`${profile.yearsOfExperience}+ years of relevant experience`);
  if (requirements.length) sections.push({ title: 'Role requirements', criteria: requirements });
  const technical = profile.skills.filter((s) => s.kind !== 'soft').slice(0, MAX_SKILLS);
  if (technical.length) sections.push({ title: 'Technical skills', criteria: technical.map(skillCriterion) });
  const soft = profile.skills.filter((s) => s.kind === 'soft').slice(0, 4);
  if (soft.length)
    sections.push({ title: 'Ways of working', criteria: soft.map((s) => `Shows ${s.label} with examples`) });
  return sections;
}

function skillCriterion(skill: Skill): string {
  switch (skill.kind) {
    case 'language':
    case 'framework':
      return `Hands-on depth with ${skill.label}`;
    case 'data':
      return `Designs and operates ${skill.label} well`;
    case 'cloud':
      return `Deploys and runs services with ${skill.label}`;
    default:
      return `Applies ${skill.label} in practice`;
  }
}

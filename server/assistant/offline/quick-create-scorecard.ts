import { keywordsCovered } from '#contracts/sessions.ts';
import { type DraftItem, listWords } from '../quick-create-items.ts';
import type { QuickCreateTaskInput } from '../tasks/quick-create-input.ts';
import type { CandidateProfile } from './candidate-profile.ts';
import { profileCriterion } from './evidence/criteria.ts';
import { aboutFocus, type Focus, readFocus } from './quick-create-focus.ts';
import { observableCriterion } from './quick-create-requirements.ts';
import { draftScorecard } from './scorecard-draft.ts';
import { findSkills } from './tech-terms.ts';
import { condense, type JobProfile } from './text-extraction.ts';

type Criterion = { text: string; guidance: string; reason?: string; focus?: string };
/** A section being adapted; `fromTemplate` sections keep their criteria and only gain new ones. */
type Section = {
  title: string;
  fromTemplate: boolean;
  criteria: Criterion[];
  added: Criterion[];
  reason?: string;
};

const HOST = /technical|skill|requirement|experience|qualif|expertise|knowledge|competenc/i;
const REQUIREMENTS = 'Role requirements';
const MAX_NEW = 4;

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
  return { items: sections.map((s) => toItem(s, input.jobRole)), notes };
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
 * Already rated when a criterion names the same technology, follows the spec's keyword rule with
 * it, or asks for the same competency in the same words ("Escalates deterioration early" and
 * "Recognises and escalates deterioration").
 */
function covered(requirement: string, sections: Section[]): boolean {
  const existing = sections.flatMap((s) => [s.title, ...[...s.criteria, ...s.added].map((c) => c.text)]);
  const skills = findSkills(requirement)
    .filter((s) => s.kind !== 'soft')
    .map((s) => s.label.toLowerCase());
  const wanted = profileCriterion({ id: requirement, title: requirement });
  return existing.some((text) => {
    if (skills.some((s) => text.toLowerCase().includes(s))) return true;
    if (keywordsCovered(requirement, text)) return true;
    const theirs = profileCriterion({ id: text, title: text });
    const sameConcept = wanted.concepts.slice(0, 1).some((c) => theirs.concepts.includes(c));
    return sameConcept && [...wanted.keywords].some((k) => theirs.keywords.has(k));
  });
}

function addRequirements(sections: Section[], job: JobProfile, notes: string[]) {
  const fromSkills = job.skills.filter((s) => s.kind !== 'soft').map((s) => s.label);
  const candidates = [...job.requirements.map((r) => condense(r)), ...fromSkills].map(observableCriterion);
  const fresh: Criterion[] = [];
  for (const c of candidates) {
    if (
      fresh.length < MAX_NEW &&
      !covered(c.text, sections) &&
      !fresh.some((f) => covered(c.text, [asSection(f.text)]))
    )
      fresh.push({ ...c, reason: 'A requirement of the job description no criterion covered' });
  }
  if (!fresh.length) return;
  const criteria = fresh;
  const host = sections.find((s) => s.fromTemplate && HOST.test(s.title));
  if (host) host.added.push(...criteria);
  else
    sections.push({
      title: REQUIREMENTS,
      fromTemplate: false,
      criteria: [],
      added: criteria,
      reason: 'The job description has requirements the scorecard did not rate',
    });
  notes.push(`Added ${fresh.length} criteria from the job description`);
}

const asSection = (text: string): Section => ({
  title: '',
  fromTemplate: false,
  criteria: [{ text, guidance: '' }],
  added: [],
});

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
    if (!existing.length && fresh.length < MAX_NEW)
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

function criterionItem(c: Criterion, change: 'KEPT' | 'ADDED'): DraftItem {
  if (change === 'KEPT' && c.focus)
    return {
      title: c.text,
      content: c.guidance,
      original_content: '',
      change_type: 'MODIFIED',
      change_reason: `Your interview expectations ask to probe this: “${c.focus}”`,
    };
  return {
    title: c.text,
    content: c.guidance,
    original_content: change === 'KEPT' ? c.guidance : '',
    change_type: change,
    ...(c.reason ? { change_reason: c.reason } : {}),
  };
}

function toItem(section: Section, jobRole: string): DraftItem {
  const children = [
    ...section.criteria.map((c) => criterionItem(c, 'KEPT')),
    ...section.added.map((c) => criterionItem(c, 'ADDED')),
  ];
  const look = section.added
    .slice(0, 3)
    .map((c) => c.text)
    .join('; ');
  if (!section.fromTemplate)
    return {
      title: section.title,
      content: look ? `Look for: ${look}.` : '',
      original_content: '',
      change_type: 'ADDED',
      change_reason: section.reason ?? 'Added for this interview',
      children,
    };
  if (!section.added.length)
    return { title: section.title, content: '', original_content: '', change_type: 'KEPT', children };
  return {
    title: section.title,
    content: `For ${jobRole}, also rate: ${look}.`,
    original_content: '',
    change_type: 'MODIFIED',
    change_reason: `Criteria added: ${section.added.length} from the job description`,
    children,
  };
}

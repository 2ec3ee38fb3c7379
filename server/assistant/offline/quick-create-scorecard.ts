import { type DraftItem, listWords } from '../quick-create-items.ts';
import type { QuickCreateTaskInput } from '../tasks/quick-create-input.ts';
import type { CandidateProfile } from './candidate-profile.ts';
import { draftScorecard } from './scorecard-draft.ts';
import { findSkills } from './tech-terms.ts';
import { condense, extractBullets, type JobProfile } from './text-extraction.ts';

type Criterion = { text: string; guidance: string; reason?: string };
/** A section being adapted; `fromTemplate` sections keep their criteria and only gain new ones. */
type Section = {
  title: string;
  fromTemplate: boolean;
  criteria: Criterion[];
  added: Criterion[];
  reason?: string;
};

const HOST = /technical|skill|requirement|experience|qualif|expertise|knowledge|competenc/i;
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
  addFocusAreas(sections, input.interviewExpectations);
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
    added: s.criteria.map((text) => ({ text, guidance: '' })),
    reason: `Drafted for a ${input.interviewType.toLowerCase()} for ${input.jobRole}`,
  }));
}

const keywords = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}+#]{4,}/gu) ?? []);

/** Already rated when a criterion names the same skill or shares most of its words. */
function covered(requirement: string, sections: Section[]): boolean {
  const existing = sections.flatMap((s) => [s.title, ...[...s.criteria, ...s.added].map((c) => c.text)]);
  const skills = findSkills(requirement).map((s) => s.label.toLowerCase());
  const words = keywords(requirement);
  return existing.some((text) => {
    const lower = text.toLowerCase();
    if (skills.some((s) => lower.includes(s))) return true;
    const theirs = keywords(text);
    const shared = [...words].filter((w) => theirs.has(w)).length;
    return words.size > 0 && shared / words.size > 0.5;
  });
}

function addRequirements(sections: Section[], job: JobProfile, notes: string[]) {
  const fromSkills = job.skills.filter((s) => s.kind !== 'soft').map((s) => `Hands-on depth with ${s.label}`);
  const candidates = [...job.requirements.map((r) => condense(r)), ...fromSkills];
  const fresh: string[] = [];
  for (const text of candidates) {
    if (
      fresh.length < MAX_NEW &&
      !covered(text, sections) &&
      !fresh.some((f) => covered(text, [asSection(f)]))
    )
      fresh.push(text);
  }
  if (!fresh.length) return;
  const criteria = fresh.map((text) => ({
    text,
    guidance: 'Ask for a concrete example; the job description lists this.',
    reason: 'A requirement of the job description no criterion covered',
  }));
  const host = sections.find((s) => s.fromTemplate && HOST.test(s.title));
  if (host) host.added.push(...criteria);
  else
    sections.push({
      title: 'Role requirements',
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

function addFocusAreas(sections: Section[], expectations: string) {
  const focus = extractBullets(expectations)
    .map((b) => condense(b))
    .filter((b) => !covered(b, sections))
    .slice(0, MAX_NEW);
  if (!focus.length) return;
  sections.push({
    title: 'Focus areas',
    fromTemplate: false,
    criteria: [],
    added: focus.map((text) => ({ text, guidance: '', reason: 'From your interview expectations' })),
    reason: 'Your interview expectations name these areas',
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

import { keywordsCovered } from '#contracts/sessions.ts';
import { profileCriterion } from './evidence/criteria.ts';
import { observableCriterion } from './quick-create-requirements.ts';
import { type Criterion, MAX_NEW_CRITERIA, type Section } from './quick-create-scorecard-section.ts';
import { findSkills } from './tech-terms.ts';
import { condense, type JobProfile } from './text-extraction.ts';

/** A template section that takes the job's requirements rather than a section of their own. */
const HOST = /technical|skill|requirement|experience|qualif|expertise|knowledge|competenc/i;
export const REQUIREMENTS = 'Role requirements';
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

/** Criteria for the job's requirements no criterion rates yet, in a technical section or one of their own. */
export function addRequirements(sections: Section[], job: JobProfile, notes: string[]) {
  const fromSkills = job.skills.filter((s) => s.kind !== 'soft').map((s) => s.label);
  const candidates = [...job.requirements.map((r) => condense(r)), ...fromSkills].map(observableCriterion);
  const fresh: Criterion[] = [];
  for (const c of candidates) {
    if (
      fresh.length < MAX_NEW_CRITERIA &&
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

import { findSkills } from './tech-terms.ts';

/** What a requirement of a job is, for how an interviewer can observe it. */
export type RequirementKind =
  | 'credential'
  | 'education'
  | 'experience'
  | 'schedule'
  | 'language'
  | 'skill'
  | 'behaviour';

export type ObservableCriterion = { text: string; guidance: string; kind: RequirementKind };

const CREDENTIAL =
  /\b(?:licen[cs]e[ds]?|licensure|registration|registered (?:nurse|with)|certifi(?:ed|cation|cate)|BLS|ACLS|ALS|PALS|CPR|NMC|HCPC|security clearance|clearance|driving licen[cs]e|driver'?s licen[cs]e|CPA|PMP|CISSP|chartered)\b/i;
const EDUCATION =
  /\b(?:degree|bachelor'?s?|master'?s?|BSc|BSN|MSc|MSN|MBA|PhD|diploma|graduate|qualification in)\b/i;
const EXPERIENCE =
  /\b(?:\d+\+?\s*(?:years?|yrs)|(?:one|two|three|four|five|six|seven|eight|ten)\s+years?|at least .{0,20}years?)\b/i;
const SCHEDULE =
  /\b(?:nights?|weekends?|shifts?|on-?call|rota|rotating|travel|relocat\w*|lift(?:ing)?\s+\d+|right to work|authori[sz]ed to work|start (?:date|in)|available|availability|full[- ]time|part[- ]time|hours)\b/i;
const LANGUAGE =
  /\b(?:fluent|fluency|native|bilingual|spoken and written)\b.*\b(?:english|spanish|french|german|mandarin|arabic|portuguese|italian|japanese|hindi|language)\b|\b(?:english|spanish|french|german|mandarin|arabic|portuguese)\b.*\b(?:fluent|fluency|proficien\w*)\b/i;

/** "Strong", "Proven", "Confident with"…: words that say how much, not what to look for. */
const FLUFF =
  /^(?:(?:a |an )?(?:strong|excellent|proven|demonstrated|demonstrable|solid|good|great|deep|sound|clear|confident(?: with| in| at)?|comfortable(?: with)?|familiarity with|knowledge of|understanding of|track record of|experience (?:with|in|of))\s+)+/i;

/** "manage" → "manages", "carry" → "carries", "teach" → "teaches". */
function thirdPerson(verb: string): string {
  if (/[^aeiou]y$/i.test(verb)) return `${verb.slice(0, -1)}ies`;
  if (/(?:s|sh|ch|x|z|o)$/i.test(verb)) return `${verb}es`;
  return `${verb}s`;
}

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** "Holds an active registered nurse licence", "Has a bachelor's degree", "Has at least two years…". */
function possession(text: string, kind: 'credential' | 'education' | 'experience'): string {
  if (/^(?:holds?|has|have)\b/i.test(text)) return sentenceCase(text);
  const verb = kind === 'credential' ? 'Holds' : 'Has';
  const countable =
    /^(?:active|current|valid|registered|bachelor|master|degree|diploma|licen[cs]e|certificate)/i.test(text);
  return `${verb} ${countable ? `${article(text)} ` : ''}${lowerFirst(text)}`;
}

/** The requirement as something the interviewer sees the candidate do or have. */
function observableText(requirement: string, kind: RequirementKind): string {
  const ability = /^(?:the )?(?:ability|able|willing(?:ness)?) to\s+(\w+)(.*)$/i.exec(requirement);
  if (ability?.[1] && kind === 'schedule') return `Can ${ability[1].toLowerCase()}${ability[2] ?? ''}`;
  if (ability?.[1]) return sentenceCase(`${thirdPerson(ability[1].toLowerCase())}${ability[2] ?? ''}`);
  const bare = requirement.replace(FLUFF, '').trim() || requirement;
  switch (kind) {
    case 'credential':
    case 'education':
    case 'experience':
      return possession(bare, kind);
    case 'skill':
      return findSkills(bare).length === 1 && bare.split(/\s+/).length <= 3
        ? `Hands-on depth with ${bare}`
        : sentenceCase(bare);
    case 'behaviour':
      return bare === requirement
        ? sentenceCase(bare)
        : `Shows ${bare.charAt(0).toLowerCase()}${bare.slice(1)} in practice`;
    default:
      return sentenceCase(bare);
  }
}

const GUIDANCE: Record<RequirementKind, string> = {
  credential:
    'Verify it rather than ask for an example: the licence or certificate number, who issued it and when it expires. Check it is current before an offer.',
  education:
    'Check the resume or application; ask only if it is unclear, and never as a filter on where they studied.',
  experience:
    'Confirm the years from the resume, then ask what the work involved day to day (scope, caseload or scale) to judge how relevant it is.',
  schedule:
    'Ask directly and in the job’s terms (“This role works …; can you meet that?”), the same question to every candidate.',
  language: 'Hold part of the conversation in the language, or verify a certificate; do not judge an accent.',
  skill:
    'Ask how they used it, at what scale, and a problem they solved with it; listen for what they did themselves.',
  behaviour:
    'Ask for a recent, specific example: the situation, what they did themselves and the outcome. A general answer is not evidence.',
};

/** What kind of requirement a line of a job description is. */
export function requirementKind(requirement: string): RequirementKind {
  if (CREDENTIAL.test(requirement)) return 'credential';
  if (LANGUAGE.test(requirement)) return 'language';
  if (EDUCATION.test(requirement)) return 'education';
  if (EXPERIENCE.test(requirement)) return 'experience';
  if (SCHEDULE.test(requirement)) return 'schedule';
  if (findSkills(requirement).some((s) => s.kind !== 'soft')) return 'skill';
  return 'behaviour';
}

/**
 * A requirement as an observable criterion with guidance that fits its kind: a credential is
 * verified (number, issuer, expiry), not asked about with "give me an example"; a schedule is a
 * direct, job-related question; a behaviour needs a specific example.
 */
export function observableCriterion(requirement: string): ObservableCriterion {
  const kind = requirementKind(requirement);
  return { text: observableText(requirement.trim(), kind), guidance: GUIDANCE[kind], kind };
}

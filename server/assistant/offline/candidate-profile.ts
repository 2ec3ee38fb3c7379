import { findSkills, type Skill } from './tech-terms.ts';

/** What the offline assistant reads from a resume or a LinkedIn profile export. */
export type CandidateProfile = {
  name: string | undefined;
  /** Where the name came from. */
  nameSource: 'resume' | 'LinkedIn profile' | undefined;
  skills: Skill[];
  yearsOfExperience: number | undefined;
};

/** Lines that open a resume or a profile section, never a person's name. */
const NOT_A_NAME =
  /\b(?:resume|résumé|curriculum|vitae|cv|contact|summary|profile|experience|education|skills?|languages?|certifications?|projects?|references?|objective|linkedin|page|honors|awards|publications|interests|about|engineer|developer|manager|designer|analyst|consultant|director|lead|senior|junior|intern|scientist|architect|recruiter|specialist|officer|team|company|university|college|school|nurse|nursing|registered|practitioner|assistant|technician|therapist|representative|executive|associate|coordinator|supervisor|administrator|agent|account|sales|support|customer|clinical|health|care)\b/i;
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’-]*\.?|\p{Lu}\.)$/u;
/** "Ludwig van Beethoven", "Ana de la Cruz". */
const PARTICLE = /^(?:van|von|der|den|de|del|la|le|da|di|du|dos|bin|al)$/;

const clean = (line: string) => line.replace(/\s+/g, ' ').trim();

/** Letters after a name: "RN", "BSN", "PhD", "MBA", "CPA", "Jr."… */
const CREDENTIAL_WORDS =
  /^(?:RN|BSN|MSN|ADN|LPN|LVN|NP|APRN|CNA|CNM|CCRN|CEN|DNP|MD|DO|DDS|DMD|PharmD|PhD|EdD|EdS|MEd|BEd|MAT|PGCE|QTS|MSW|LCSW|LPC|LMFT|PsyD|JD|LLB|LLM|MFA|MArch|RD|OT|OTR|PT|DPT|MBA|MPH|MSc|BSc|MEng|BEng|BA|MA|MS|BS|CPA|CMA|ACA|ACCA|CFA|CIPD|PMP|CISSP|PE|Esq|Jr|Sr|II|III|IV|SHRM-CP|SHRM-SCP|FRCS|MRCP)$/i;
/** "M.Ed.", "Ph.D", "RN": the dots of an abbreviation do not matter. */
const CREDENTIAL = { test: (word: string) => CREDENTIAL_WORDS.test(word.replace(/\./g, '')) };
const TITLE = /^(?:dr|mr|mrs|ms|mx|prof)\.?\s+/i;

/**
 * The name out of a name line as resumes write it: without letters after it ("Grace Okafor, RN,
 * BSN"), a title before it ("Dr. Grace Okafor"), or a headline beside it ("GRACE OKAFOR |
 * Registered Nurse", "Grace Okafor — Registered Nurse"); "OKAFOR, Grace" turned round.
 */
export function nameOf(line: string): string | undefined {
  const [head = ''] = clean(line).split(/\s+[|•·—–]\s+|\s+-\s+/);
  const parts = head.split(/\s*,\s*/).filter(Boolean);
  while (parts.length > 1 && CREDENTIAL.test(parts.at(-1) ?? '')) parts.pop();
  const words = (parts[0] ?? '').split(' ');
  while (words.length > 2 && CREDENTIAL.test(words.at(-1) ?? '')) words.pop();
  let name = words.join(' ').replace(TITLE, '');
  const [last, first] = parts;
  if (parts.length === 2 && last && first && last === last.toUpperCase() && !last.includes(' '))
    name = `${first} ${last.charAt(0)}${last.slice(1).toLowerCase()}`;
  else if (parts.length > 1) return undefined;
  return looksLikeName(name) ? name : undefined;
}

/** "ADA LOVELACE" → "Ada Lovelace"; mixed case stays as written. */
function properCase(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{L})/gu, (_, lead: string, c: string) => lead + c.toUpperCase());
}

/** Two to five words, capitalised but for particles, no digits or contact details, not a heading or a job title. */
export function looksLikeName(line: string): boolean {
  const text = clean(line);
  if (text.length < 4 || text.length > 50 || /[\d@/:|•,;()]/.test(text)) return false;
  if (NOT_A_NAME.test(text)) return false;
  if (findSkills(text).length > 0 || findSkills(text.toLowerCase()).length > 0) return false;
  const words = text.split(' ');
  const [first = '', last = ''] = [words[0], words.at(-1)];
  return (
    words.length >= 2 &&
    words.length <= 5 &&
    NAME_WORD.test(first) &&
    NAME_WORD.test(last) &&
    words.every((w) => NAME_WORD.test(w) || PARTICLE.test(w))
  );
}

const lines = (text: string) => text.split(/\r?\n/).map(clean).filter(Boolean);

function labelledName(text: string): string | undefined {
  const labelled = /^\s*(?:full\s+)?name\s*[:\-–]\s*(.{3,60})$/im.exec(text)?.[1];
  return labelled ? nameOf(labelled) : undefined;
}

/** A resume puts the name first: "Name: …", or a name line among the first five. */
export function nameFromResume(text: string): string | undefined {
  const found =
    labelledName(text) ??
    lines(text)
      .slice(0, 5)
      .map(nameOf)
      .find((n): n is string => Boolean(n));
  return found ? properCase(found) : undefined;
}

/**
 * A LinkedIn export starts with a sidebar (contact, top skills) before the name, so the name is
 * a name-like line followed by the headline ("Staff Engineer at Acme", "Engineer | Speaker").
 */
export function nameFromLinkedIn(text: string): string | undefined {
  const all = lines(text).slice(0, 60);
  const index = all.findIndex((line, i) => nameOf(line) && /\bat\b|\||·/.test(all[i + 1] ?? ''));
  const found = labelledName(text) ?? (index >= 0 ? nameOf(all[index] ?? '') : undefined);
  return found ? properCase(found) : undefined;
}

export function readCandidate(resumeText: string, linkedinText: string): CandidateProfile {
  const fromResume = resumeText ? nameFromResume(resumeText) : undefined;
  const fromLinkedIn = fromResume || !linkedinText ? undefined : nameFromLinkedIn(linkedinText);
  const text = `${resumeText}\n\n${linkedinText}`;
  const years = /(\d{1,2})\s*\+?\s*(?:years|yrs)/i.exec(text)?.[1];
  return {
    name: fromResume ?? fromLinkedIn,
    nameSource: fromResume ? 'resume' : fromLinkedIn ? 'LinkedIn profile' : undefined,
    skills: text.trim() ? findSkills(text) : [],
    yearsOfExperience: years ? Number(years) : undefined,
  };
}

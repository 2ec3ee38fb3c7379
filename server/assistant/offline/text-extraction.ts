import { findSkills, type Skill } from './tech-terms.ts';

const BULLET = /^\s*(?:[-*•·▪◦–]|\d{1,2}[.)]|\(\d{1,2}\)|[a-z][.)])\s+/i;

const HEADINGS: { kind: 'requirements' | 'responsibilities' | 'niceToHave'; pattern: RegExp }[] = [
  {
    kind: 'niceToHave',
    pattern: /^(?:nice[- ]to[- ]haves?|bonus(?: points)?|preferred(?: qualifications)?|pluses)$/,
  },
  {
    kind: 'requirements',
    pattern:
      /^(?:requirements|(?:minimum |basic |key )?qualifications|what we(?:'|’)re looking for|what you(?:'|’)ll (?:need|bring)|about you|who you are|you have|must[- ]haves?|(?:required |key )?skills(?: and experience)?|experience)$/,
  },
  {
    kind: 'responsibilities',
    pattern:
      /^(?:(?:key |main )?responsibilities|what you(?:'|’)ll do|your role|the role|you will|in this role(?: you will)?|day[- ]to[- ]day|your impact|what you will do)$/,
  },
];

export type JobProfile = {
  title: string | undefined;
  requirements: string[];
  responsibilities: string[];
  niceToHave: string[];
  /** Every bullet line, whatever section it is in. */
  bullets: string[];
  skills: Skill[];
  yearsOfExperience: number | undefined;
};

/** Lines starting with -, *, •, or a number; cleaned of the marker and trailing punctuation. */
export function extractBullets(text: string): string[] {
  return lines(text)
    .filter((line) => BULLET.test(line))
    .map(cleanLine)
    .filter((line) => line.length >= 3);
}

/** The lines under "Requirements", "Responsibilities", "Qualifications" and similar headings. */
export function extractSections(text: string) {
  const found = {
    requirements: [] as string[],
    responsibilities: [] as string[],
    niceToHave: [] as string[],
  };
  let current: keyof typeof found | undefined;
  let sawBullet = false;
  for (const line of lines(text)) {
    const heading = headingKind(line);
    if (heading !== undefined) {
      current = heading ?? undefined;
      sawBullet = false;
      continue;
    }
    const isBullet = BULLET.test(line);
    // A paragraph after a list closes the section ("We offer…" after the requirements).
    if (!isBullet && sawBullet) current = undefined;
    sawBullet ||= isBullet;
    const cleaned = cleanLine(line);
    if (current && cleaned.length >= 3) found[current].push(cleaned);
  }
  return found;
}

/** What an offline draft needs to know about the job, from the job description and the prompt. */
export function analyseJob(jobDescription = '', prompt = ''): JobProfile {
  const text = `${jobDescription}\n\n${prompt}`;
  // Sections per text, so a prompt's lines never extend the job description's last section.
  const [job, asked] = [extractSections(jobDescription), extractSections(prompt)];
  const sections = {
    requirements: [...job.requirements, ...asked.requirements],
    responsibilities: [...job.responsibilities, ...asked.responsibilities],
    niceToHave: [...job.niceToHave, ...asked.niceToHave],
  };
  const bullets = extractBullets(jobDescription);
  const years = /(\d{1,2})\s*\+?\s*(?:years|yrs)/i.exec(text)?.[1];
  return {
    title: extractJobTitle(jobDescription),
    requirements: sections.requirements.length ? sections.requirements : bullets,
    responsibilities: sections.responsibilities,
    niceToHave: sections.niceToHave,
    bullets,
    skills: findSkills(text),
    yearsOfExperience: years ? Number(years) : undefined,
  };
}

/** "Job title: X", "Role: X", or a short first line that is not a sentence or a heading. */
export function extractJobTitle(text: string): string | undefined {
  const labelled = /^\s*(?:job title|position|role|title)\s*[:\-–]\s*(.{3,80})$/im.exec(text)?.[1];
  if (labelled) return cleanLine(labelled);
  const first = lines(text)[0];
  if (!first || BULLET.test(first)) return undefined;
  const cleaned = cleanLine(first.replace(/^#+\s*/, ''));
  const looksLikeTitle =
    cleaned.length <= 60 && !/[.!?]$/.test(first.trim()) && cleaned.split(' ').length <= 8;
  return looksLikeTitle && headingKind(first) === undefined ? cleaned : undefined;
}

/** Shortens a bullet to a criterion-sized phrase, cutting at a word boundary. */
export function condense(line: string, max = 110): string {
  const cleaned = cleanLine(line);
  if (cleaned.length <= max) return cleaned;
  const cut = cleaned.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== '');
}

function cleanLine(line: string): string {
  return line
    .replace(BULLET, '')
    .replace(/\*\*|__/g, '')
    .trim()
    .replace(/[.;,:]+$/, '')
    .trim();
}

/** The section a heading line opens; null for an unrelated heading; undefined for a normal line. */
function headingKind(line: string): 'requirements' | 'responsibilities' | 'niceToHave' | null | undefined {
  const bare = line
    .replace(/^#+\s*/, '')
    .replace(/\*\*|__/g, '')
    .trim()
    .replace(/:$/, '')
    .toLowerCase();
  const known = HEADINGS.find((h) => h.pattern.test(bare));
  if (known) return known.kind;
  const isHeading = /^#+\s/.test(line) || (/:\s*$/.test(line) && !BULLET.test(line) && bare.length <= 40);
  return isHeading ? null : undefined;
}

import type { StyleExample } from '#contracts/assistant.ts';

/** The parts a decision text is made of. */
export type FeedbackPart = 'verdict' | 'summary' | 'criteria' | 'strengths' | 'concerns' | 'probe';

/**
 * How a user's sample feedback is laid out and worded; the offline engine copies its form and
 * voice, never its content.
 */
export type FeedbackStyle = {
  /** The parts in the sample's order, each with the heading it uses (empty: no heading). */
  parts: { part: FeedbackPart; label: string }[];
  /** `- item` lines, else sentences. */
  bullets: boolean;
  /** A bare first line ("Strong yes."), a labelled one ("Recommendation: Hire"), or a closing sentence. */
  verdict: 'bare' | 'labelled' | 'closing';
  /** The words verdicts are given in. */
  vocabulary: 'hire' | 'yes-no' | 'advance';
  /** "I would move forward" rather than "Recommendation: …". */
  firstPerson: boolean;
  /** Pieces of evidence per part: fewer for a terse writer. */
  maxItems: number;
  /** Parts follow each other line by line, without blank lines between them. */
  compact: boolean;
};

const HEADINGS: [FeedbackPart, RegExp][] = [
  ['verdict', /^(?:recommendation|verdict|decision|hire decision|outcome|overall recommendation|overall)$/i],
  ['summary', /^(?:summary|overview|overall impression|impression|context|background|notes)$/i],
  ['criteria', /^(?:ratings?|scorecard|competenc(?:y|ies)|assessment|criteria|by criterion)$/i],
  ['strengths', /^(?:strengths?|pros|positives|highlights|what went well|green flags)$/i],
  [
    'concerns',
    /^(?:concerns?|cons|risks?|weaknesses|areas for growth|areas of concern|red flags|watch-outs|gaps)$/i,
  ],
  ['probe', /^(?:next steps?|to probe|follow-?ups?|areas to probe|for the next round|open questions)$/i],
];
/** "## Strengths", "**Strengths**", "Strengths:" or "Strengths: clear and calm". */
const HEADING_LINES = [
  /^\s*#{1,4}\s*([^:#]{2,40}?)\s*:?\s*$/,
  /^\s*\*\*([^*:]{2,40}?):?\*\*:?/,
  /^\s*([A-Za-z][A-Za-z '/&-]{1,40}?)\s*:/,
];
const BULLET_LINE = /^\s*(?:[-*•·–]|\d+[.)])\s+/m;
const VERDICT_WORDS =
  /^\s*(?:strong\s+|lean\s+)?(?:yes|no|hire|no hire|pass|reject|advance|move forward|do not move forward)\b[^\n]{0,30}$/i;
const YES_NO = /^\s*(?:strong\s+|lean\s+)?(?:yes|no)\b/i;
const ADVANCE =
  /\b(?:move (?:her|him|them|forward)|moving forward|advance|progress (?:to|her|him|them)|next round|proceed)\b/i;
const FIRST_PERSON = /\b(?:I would|I'd|I recommend|I lean|I think|I'm|I am)\b/;

const DEFAULT: FeedbackStyle = {
  parts: [
    { part: 'verdict', label: 'Recommendation' },
    { part: 'summary', label: '' },
    { part: 'criteria', label: 'By criterion' },
    { part: 'strengths', label: 'Strengths' },
    { part: 'concerns', label: 'Concerns' },
    { part: 'probe', label: 'To probe next' },
  ],
  bullets: true,
  verdict: 'labelled',
  vocabulary: 'hire',
  firstPerson: false,
  maxItems: 4,
  compact: false,
};

function partOf(label: string): FeedbackPart | undefined {
  return HEADINGS.find(([, pattern]) => pattern.test(label.trim()))?.[0];
}

/** The headed parts of a sample, in order; a bare verdict line first counts as the verdict. */
function partsOf(content: string): FeedbackStyle['parts'] {
  const parts: FeedbackStyle['parts'] = [];
  const lines = content.trim().split('\n');
  const first = lines[0]?.split(/[.!]/)[0] ?? '';
  if (VERDICT_WORDS.test(first)) parts.push({ part: 'verdict', label: '' });
  for (const line of lines) {
    if (BULLET_LINE.test(line)) continue;
    const label = HEADING_LINES.map((h) => h.exec(line)?.[1])
      .find(Boolean)
      ?.trim();
    const part = label && partOf(label);
    if (label && part && !parts.some((p) => p.part === part)) parts.push({ part, label });
  }
  return parts;
}

/**
 * The layout of the samples: the first one (the closest to this interview) gives the parts, their
 * order and headings, bullets or sentences, and the verdict's place and words; the samples'
 * average length sets how many pieces of evidence each part lists. A sample in plain prose gets
 * sentences and a closing verdict.
 */
export function feedbackStyle(examples: StyleExample[]): FeedbackStyle {
  const [primary] = examples;
  if (!primary) return DEFAULT;
  const content = primary.content.trim();
  const averageLength = examples.reduce((n, e) => n + e.content.length, 0) / examples.length;
  const parts = partsOf(content);
  const bareVerdict = parts[0]?.part === 'verdict' && parts[0].label === '';
  const prose = parts.length === 0;
  return {
    parts: prose
      ? (['summary', 'strengths', 'concerns', 'probe', 'verdict'] as const).map((part) => ({
          part,
          label: '',
        }))
      : parts.some((p) => p.part === 'verdict')
        ? parts
        : [...parts, { part: 'verdict', label: 'Recommendation' }],
    bullets: BULLET_LINE.test(content),
    verdict: bareVerdict ? 'bare' : prose ? 'closing' : 'labelled',
    vocabulary: YES_NO.test(content) ? 'yes-no' : ADVANCE.test(content) ? 'advance' : 'hire',
    firstPerson: FIRST_PERSON.test(content),
    maxItems: averageLength < 300 ? 2 : averageLength < 700 ? 3 : averageLength < 1_400 ? 4 : 5,
    compact: !/\n\s*\n/.test(content),
  };
}

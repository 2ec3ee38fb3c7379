import { analyse } from '#server/assistant/nlp/nlp.ts';
import { condense } from './text-extraction.ts';

/** Duties a drafted scorecard rates at most. */
const MAX_DUTIES = 5;
const IRREGULAR: Record<string, string> = { be: 'is', have: 'has', do: 'does', go: 'goes' };

/** "coach" → "coaches", "carry" → "carries", "write" → "writes". */
function thirdPerson(verb: string): string {
  const lower = verb.toLowerCase();
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (/(?:s|sh|ch|x|z|o)$/.test(lower)) return `${verb}es`;
  if (/[^aeiou]y$/.test(lower)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/**
 * A duty of the job as what a candidate is seen doing: "Coach apprentices through day-to-day
 * jobs" → "Coaches apprentices through day-to-day jobs", "Identify and escalate…" → "Identifies and
 * escalates…". Read as "I coach…" so the tagger takes the imperative for a verb; a line that does
 * not start with one stays as written.
 */
export function dutyCriterion(duty: string): string {
  const text = condense(duty);
  const words = (analyse(`I ${text.charAt(0).toLowerCase()}${text.slice(1)}`)[0]?.words ?? []).slice(1, 10);
  const isBase = (i: number) => words[i]?.pos === 'VERB' && words[i]?.lemma === words[i]?.normal;
  if (!isBase(0)) return text;
  // The tagger reads "check" in "and check their work" as a noun; a determiner after it says verb.
  const takesObject = (i: number) =>
    words[i]?.pos === 'NOUN' &&
    ['PRON', 'DET'].includes(words[i + 1]?.pos ?? '') &&
    words[i]?.normal === words[i]?.lemma;
  // Verbs joined by "and" before the first comma: "Coach apprentices and check their work".
  const clause = words.findIndex((w) => w.type === 'punctuation');
  const verbs = new Set([0]);
  for (let i = 2; i < (clause < 0 ? words.length : clause); i += 1)
    if (words[i - 1]?.normal === 'and' && (isBase(i) || takesObject(i))) verbs.add(i);
  const tokens = text.split(' ');
  return tokens
    .map((token, i) =>
      verbs.has(i) && token.toLowerCase() === words[i]?.normal ? thirdPerson(token) : token,
    )
    .join(' ');
}

/** The job's own duties as criteria, in the order it lists them. */
export const dutyCriteria = (responsibilities: readonly string[]): string[] =>
  responsibilities.slice(0, MAX_DUTIES).map(dutyCriterion);

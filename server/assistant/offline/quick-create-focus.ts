import { sentences } from '../nlp/nlp.ts';
import { type CriterionProfile, profileCriterion } from './evidence/criteria.ts';
import { condense, extractBullets } from './text-extraction.ts';

/** What the interviewer's expectations ask to probe: each as written, and what it is about. */
export type Focus = { text: string; profile: CriterionProfile };

/** Words of the request itself ("probe", "spend time on"), not of the topic. */
const ASKING = new Set(
  'probe focus dig spend cover explore check ask want sure make really especially particular particularly area deep dive question interview candidate time need like would please also see test assess understand learn know'.split(
    ' ',
  ),
);

/** The expectations as topics: their bullet lines, else their sentences. */
export function readFocus(expectations: string): Focus[] {
  const bullets = extractBullets(expectations);
  const parts = bullets.length ? bullets : sentences(expectations);
  return parts
    .map((p) => condense(p))
    .filter((p) => p.length >= 3)
    .map((text) => ({ text, profile: profileCriterion({ id: text, title: text }) }));
}

const topical = (profile: CriterionProfile) => [...profile.keywords].filter((k) => !ASKING.has(k));

/**
 * Whether an agenda item or a criterion is about a focus topic: a competency both name, or a
 * word of the topic (not of the asking) in its text. "Probe escalation of deteriorating patients"
 * is about "Patient safety and escalation"; "Probe API versioning" is not about "Coding".
 */
export function aboutFocus(text: string, focus: Focus): boolean {
  const item = profileCriterion({ id: text, title: text });
  const named = focus.profile.concepts.slice(0, Math.max(focus.profile.named, 1));
  if (named.some((c) => item.concepts.slice(0, Math.max(item.named, 1)).includes(c))) return true;
  const words = new Set([...item.keywords]);
  return topical(focus.profile).some((k) => words.has(k));
}

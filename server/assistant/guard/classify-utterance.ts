import type { ComplianceCategory } from '#contracts/compliance.ts';
import { analyse, type Sentence } from '#server/assistant/nlp/nlp.ts';
import { BACKGROUND_TOPICS } from './background-topics.ts';
import { PERSONAL_TOPICS } from './personal-topics.ts';
import { SECOND_PERSON, type TopicRules } from './topic-rule.ts';

const RULES: TopicRules = { ...PERSONAL_TOPICS, ...BACKGROUND_TOPICS };

/** When a sentence touches several topics, the most specific one names the warning. */
const PRIORITY: ComplianceCategory[] = [
  'genetic-information',
  'pregnancy',
  'children',
  'military-discharge',
  'arrest-record',
  'salary-history',
  'gender-identity',
  'sexual-orientation',
  'race',
  'religion',
  'national-origin',
  'age',
  'disability-health',
  'marital-status',
];

/** A request for information that is not phrased as a question. */
const REQUEST =
  /\b(?:want|need|like|have) to know\b|\blet me know\b|\bmind (?:tell|share|say)\w*\b|\bcan you confirm\b|\bi be curious\b|\bi wonder\b|\bjust curious\b/;
/** The interviewer steps back from the topic ("I can't ask about…", "that won't count"). */
const NOT_ASKING =
  /\b(?:(?:can|could|should|will|would|must) not|never) (?:\w+ ){0,2}(?:ask|know|discuss|talk about|go into|consider|count)\b|\b(?:do not|no) need to (?:ask|know)\b|\b(?:illegal|off limits|not allow)\b/;
/** A statement about what the employer offers ("we offer childcare vouchers"), not a question. */
const INFORMING =
  /^(?:we|our)\b.*\b(?:offer|provide|have|give|support|include|cover)\b|\byou (?:will|would|can) (?:get|have|receive|be eligible|enjoy|qualify)\b/;

export type GuardFinding = { category: ComplianceCategory; sentence: string };

/** The sentence as the rules read it: lower-case lemmas, no punctuation. */
export const lemmaLine = (sentence: Sentence): string =>
  sentence.words
    .filter((w) => w.type !== 'punctuation')
    .map((w) => w.lemma.replace(/[^\p{L}\p{N}' ]+/gu, ' '))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

function categoryOf(line: string): ComplianceCategory | undefined {
  return PRIORITY.find((category) =>
    RULES[category]?.some((rule) => rule.re.test(line) && !rule.unless?.test(line)),
  );
}

/**
 * The sentences of an interviewer's turn that ask the candidate about a protected topic, with
 * the topic. A sentence counts when it asks something (a question, with or without its question
 * mark, or a request) or speaks to the candidate; lawful look-alikes are the rules' `unless`.
 */
export function classifyUtterance(text: string): GuardFinding[] {
  const findings: GuardFinding[] = [];
  for (const sentence of analyse(text)) {
    const line = lemmaLine(sentence);
    const asking = sentence.question || REQUEST.test(line);
    if (!asking && !SECOND_PERSON.test(line)) continue;
    if (NOT_ASKING.test(line) || (!sentence.question && INFORMING.test(line))) continue;
    const category = categoryOf(line);
    if (category) findings.push({ category, sentence: sentence.text });
  }
  return findings;
}

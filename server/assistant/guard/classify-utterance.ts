import type { ComplianceCategory } from '#contracts/compliance.ts';
import { analyse, type Sentence } from '#server/assistant/nlp/nlp.ts';
import { BACKGROUND_TOPICS } from './background-topics.ts';
import { PERSONAL_TOPICS } from './personal-topics.ts';
import { categoryByMeaning } from './topic-meaning.ts';
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

export type GuardFinding = {
  category: ComplianceCategory;
  sentence: string;
  /** `caution`: lawful in some places and not in others (conviction history). */
  severity: 'warning' | 'caution';
  /**
   * Found by meaning alone (no rule names the question): likely, not certain, so the answer
   * still counts as evidence.
   */
  byMeaning: boolean;
};

/** A question about how the candidate would do the work for other people: job content. */
const METHOD_QUESTION =
  /\b(?:how|what) (?:do|would|will|did|could|should|can|might) you (?!feel|cope|get on|fit)\w+/;
const OTHERS =
  /\b(?:patient|customer|client|user|people|person|agent|admission|student|resident|member|employee|applicant|parent|clinic|form|page|app|design|product|team|colleague|staff|report|caller|buyer|shopper|visitor|someone|anyone)s?\b/;
/** Job content that names a protected word: a way of working for other people. */
export const aboutTheWork = (line: string) => METHOD_QUESTION.test(line) && OTHERS.test(line);

/** Conviction questions: lawful or not depending on where the job is (fair-chance laws). */
const CONVICTION = /\b(?:convict\w*|conviction|felony|felonies|misdemeanou?r|criminal offen[cs]e)\b/;
/** The question gives the law or licence that requires it. */
const REQUIRED_BY_LAW = /\b(?:licen[cs]e|law|regulation|regulator|require|statutory|legally)\b/;

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
function findingIn(
  sentence: Sentence,
  line: string,
  toYou: boolean,
): Omit<GuardFinding, 'sentence'> | undefined {
  const asking = sentence.question || REQUEST.test(line);
  if (!asking && !SECOND_PERSON.test(line)) return undefined;
  if (NOT_ASKING.test(line) || (!sentence.question && INFORMING.test(line))) return undefined;
  if (aboutTheWork(line)) return undefined;
  const category = categoryOf(line);
  if (category) return { category, severity: 'warning', byMeaning: false };
  if (asking && CONVICTION.test(line) && SECOND_PERSON.test(line) && !REQUIRED_BY_LAW.test(line))
    return { category: 'arrest-record', severity: 'caution', byMeaning: false };
  // Read by meaning: a question to the candidate (or a fragment with nobody else in it).
  if (!asking || !(toYou || !OTHERS.test(line))) return undefined;
  const meant = categoryByMeaning(sentence.words, line);
  return meant ? { category: meant, severity: 'warning', byMeaning: true } : undefined;
}

export function classifyUtterance(text: string): GuardFinding[] {
  const findings: GuardFinding[] = [];
  const all = analyse(text);
  const lines = all.map(lemmaLine);
  const toYou = lines.some((line) => SECOND_PERSON.test(line));
  for (const [i, sentence] of all.entries()) {
    const line = lines[i] ?? '';
    const finding = findingIn(sentence, line, toYou);
    if (finding) findings.push({ ...finding, sentence: sentence.text });
  }
  return findings;
}

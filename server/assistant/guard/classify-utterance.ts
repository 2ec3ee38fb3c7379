import type { ComplianceCategory } from '#contracts/compliance.ts';
import {
  ASKED_OF_EVERYONE,
  aboutTheWork,
  asAskedOfYou,
  CONCERN,
  FOR_EVERYONE,
  FRAGMENT,
  INFORMING,
  METHOD_QUESTION,
  NOT_ASKING,
  NOTE_ABOUT_THE_WORK,
  NOTE_TO_SELF,
  OFFERING,
  OTHERS,
  REQUEST,
  SCENARIO,
  typedNote,
} from './asking.ts';
import { BACKGROUND_TOPICS, PEOPLES } from './background-topics.ts';
import { ARREST, CONVICTION, cautioned, REQUIRED_BY_LAW } from './convictions.ts';
import type { GuardFinding } from './guard-finding.ts';
import { PERSONAL_TOPICS } from './personal-topics.ts';
import { featuresOf, type TopicModel, type TopicReading, topicOf } from './topic-classifier.ts';
import { categoryByMeaning, MEANING, NEAR, readsATopic } from './topic-meaning.ts';
import { topicModel } from './topic-model.ts';
import { SECOND_PERSON, type TopicRules } from './topic-rule.ts';
import { namingWords, theirs, topicWord } from './topic-seeds.ts';
import { type Reading, readTurn } from './turn-readings.ts';
import { asksAboutTheWork, asksHowTheyWork, describesTheJob, statesATask } from './work-content.ts';

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

function categoryOf(line: string): ComplianceCategory | undefined {
  return PRIORITY.find((category) =>
    RULES[category]?.some((rule) => rule.re.test(line) && !rule.unless?.test(line)),
  );
}

/**
 * A fragment asked with nobody named ("single??", "Any IVF or anything going on?"): the candidate
 * is the one asked, so it is read as a question to them.
 */
function askedOfYou({ sentence, line, said }: Reading): string[] {
  if (SECOND_PERSON.test(line) || OTHERS.test(line)) return [];
  const words = sentence.words.filter((w) => /\p{L}/u.test(w.text)).length;
  const short = sentence.question && words <= 3;
  if (!short && !(FRAGMENT.test(said) && words <= 10)) return [];
  return [`be you ${line}`, `do you have ${line}`, `you ${line}`];
}

/** What the whole turn says about itself: whether it speaks to the candidate and sets out the job. */
type Turn = { toYou: boolean; setsOutTheJob: boolean; typed: boolean; readings: Reading[] };

/** Planning ahead: a question about children then is about family plans. */
const FUTURE =
  /\b(?:(?<!the )plan|planning|soon|next (?:few|couple|year)|in (?:the )?(?:next |a few |five |two |\d+ )?years?|future|one day|some day|someday|down the (?:road|line)|see yourself|on the (?:list|card|horizon)|will be next)\b/;

/** The topic as the turn names it: children asked about ahead of time are family plans. */
function named(category: ComplianceCategory, said: string): ComplianceCategory {
  return category === 'children' && FUTURE.test(said) ? 'pregnancy' : category;
}

/**
 * The sentences of an interviewer's turn that ask the candidate about a protected topic, with
 * the topic. A sentence counts when it asks something (a question, with or without its question
 * mark, or a request) or speaks to the candidate; lawful look-alikes are the rules' `unless`, and
 * job content (the job's duties, the people it serves, how the candidate would do the work) is
 * read across the whole turn.
 */
function findingIn(
  { sentence, line, said }: Reading,
  turn: Turn,
  model: TopicModel,
): Omit<GuardFinding, 'sentence'> | undefined {
  const note =
    turn.typed &&
    NOTE_TO_SELF.test(said) &&
    !NOTE_ABOUT_THE_WORK.test(line) &&
    !FOR_EVERYONE.test(line) &&
    !METHOD_QUESTION.test(asAskedOfYou(line));
  const asking =
    sentence.question ||
    REQUEST.test(line) ||
    FRAGMENT.test(said) ||
    (CONCERN.test(line) && !OTHERS.test(line)) ||
    note;
  if (!asking && !SECOND_PERSON.test(line)) return undefined;
  if (NOT_ASKING.test(line) || (!sentence.question && INFORMING.test(line))) return undefined;
  if (aboutTheWork(line) || asksAboutTheWork(said, turn.setsOutTheJob)) return undefined;
  if (statesATask(said, sentence.question) || SCENARIO.test(line)) return undefined;
  const category =
    categoryOf(line) ??
    (note ? categoryOf(asAskedOfYou(line)) : undefined) ??
    askedOfYou({ sentence, line, said }).map(categoryOf).find(Boolean);
  const conviction = asking && CONVICTION.test(line) && !ARREST.test(line);
  if (conviction && (category === 'arrest-record' || (!category && !REQUIRED_BY_LAW.test(line))))
    return { category: 'arrest-record', severity: 'caution', byMeaning: false };
  if (category) return { category: named(category, said), severity: 'warning', byMeaning: false };
  // Read by meaning: a question to the candidate (or a fragment with nobody else in it).
  if (!asking || !(turn.toYou || !OTHERS.test(line))) return undefined;
  const meant = categoryByMeaning(sentence, line, asksHowTheyWork(said) || METHOD_QUESTION.test(line), model);
  return meant ? { category: named(meant, said), severity: 'warning', byMeaning: true } : undefined;
}

/**
 * A question about the candidate with no topic of its own, whose topic another sentence of the
 * turn gives ("Do you drink at all? … some people, for religious reasons, don't"): read by
 * meaning, so the answer is kept. Sentences that state the job's duties or inform give no topic.
 */
function topicFromTheTurn(reading: Reading, turn: Turn): ComplianceCategory | undefined {
  const { sentence, line, said } = reading;
  if (!sentence.question || OFFERING.test(line)) return undefined;
  if (!SECOND_PERSON.test(line) && !FRAGMENT.test(said)) return undefined;
  // A question about doing the work takes no topic from the case or the job set out before it.
  if (asksAboutTheWork(said, turn.setsOutTheJob) || asksHowTheyWork(said)) return undefined;
  for (const other of turn.readings) {
    if (other === reading || describesTheJob(other.said, other.sentence.question)) continue;
    // A second question gives its topic through the first ("your family? Are they back home?").
    if (other.sentence.question) {
      const meant = categoryOf(`${line} ${other.line.replace(/\b(?:they|them|their)\b/g, 'you')}`);
      if (meant) return meant;
      continue;
    }
    if (
      INFORMING.test(other.line) ||
      NOT_ASKING.test(other.line) ||
      FOR_EVERYONE.test(other.line) ||
      SCENARIO.test(other.line)
    )
      continue;
    const meant = categoryOf(other.line.replace(/\b(?:they|them|their|he|she|his|her)\b/g, 'you'));
    if (meant) return meant;
    if (DESCENT.test(other.line)) return 'race';
    const near = topicWord(theirs(namingWords(other.sentence.words)), NEAR);
    if (near) return near.category;
  }
  return undefined;
}

/** People described by race or descent ("our clients are mostly older white professionals"). */
const DESCENT = new RegExp(
  `\\b(?:${PEOPLES})\\b (?:\\w+ )?(?:people|person|professional|client|customer|guy|man|woman|crew|team|folk|family|families|communit\\w*|neighbourhood|area)s?\\b`,
);

export type { GuardFinding };

export function classifyUtterance(text: string, model: TopicModel = topicModel()): GuardFinding[] {
  const findings: GuardFinding[] = [];
  const readings = readTurn(text);
  const turn: Turn = {
    readings,
    toYou: readings.some((r) => SECOND_PERSON.test(r.line)),
    typed: typedNote(text),
    setsOutTheJob: readings.some((r) => describesTheJob(r.said, r.sentence.question)),
  };
  const whole = topicOf(model, featuresOf(readings.map((r) => r.sentence)));
  for (const reading of readings) {
    const finding = findingIn(reading, turn, model);
    // A rule's finding in a turn the classifier is sure is lawful (job content it has seen) is dropped.
    const vetoed = whole.lawful >= MEANING.ruleVeto;
    if (finding && !(finding.severity === 'warning' && !finding.byMeaning && vetoed))
      findings.push({ ...finding, sentence: reading.sentence.text });
  }
  if (findings.length === 0 && typedNote(text) && whole.lawful < MEANING.veto) {
    // A note to oneself about the candidate in the third person ("check if hes us born").
    const note = readings.find(
      (r) =>
        NOTE_TO_SELF.test(r.line) &&
        !NOTE_ABOUT_THE_WORK.test(r.line) &&
        !FOR_EVERYONE.test(r.line) &&
        !METHOD_QUESTION.test(asAskedOfYou(r.line)),
    );
    const category = note && categoryOf(asAskedOfYou(note.line));
    if (note && category)
      findings.push({ category, severity: 'warning', byMeaning: true, sentence: note.sentence.text });
  }
  if (findings.length === 0) {
    for (const reading of readings) {
      const category = topicFromTheTurn(reading, turn);
      if (category) {
        findings.push({ category, severity: 'warning', byMeaning: true, sentence: reading.sentence.text });
        break;
      }
    }
  }
  if (findings.length === 0) {
    // The whole turn, read by the classifier, or else its question alone (a work question before
    // it can outweigh it): the question the turn asks carries the warning.
    const asking =
      readings.findLast(
        (r) =>
          r.sentence.question || REQUEST.test(r.line) || FRAGMENT.test(r.said) || NOTE_TO_SELF.test(r.line),
      ) ?? (typedNote(text) ? readings.at(-1) : undefined);
    const alone =
      asking && asking !== readings[0] && asking === readings.at(-1)
        ? topicOf(model, featuresOf([asking.sentence]))
        : undefined;
    const reading = readsATopic(
      whole,
      readings.flatMap((r) => r.sentence.words),
      MEANING.turnLawful,
    )
      ? whole
      : alone && asking && readsATopic(alone, asking.sentence.words, MEANING.turnLawful)
        ? alone
        : undefined;
    const work =
      asking &&
      (aboutTheWork(asking.line) ||
        SCENARIO.test(asking.line) ||
        asksAboutTheWork(asking.said, turn.setsOutTheJob));
    if (reading && asking && !work && !NOT_ASKING.test(asking.line) && !OFFERING.test(asking.line))
      findings.push({
        category: named(reading.category, asking.said),
        severity: 'warning',
        byMeaning: true,
        sentence: asking.sentence.text,
      });
  }
  // A question the interviewer says everyone is asked is a requirement's, unless a rule names its topic.
  const forEveryone = readings.some((r) => ASKED_OF_EVERYONE.test(r.line));
  const kept = forEveryone ? findings.filter((f) => !f.byMeaning) : findings;
  return cautioned(renamed(relabelled(kept, readings), whole), readings);
}

/**
 * The classifier names the topic when it is sure of a more specific one than the rule's words
 * ("married to a woman" is about orientation, "injuries from your deployment" about service).
 */
function renamed(findings: GuardFinding[], whole: TopicReading): GuardFinding[] {
  const [first] = findings;
  if (!first || first.category === whole.category || whole.lawful > MEANING.turnLawful) return findings;
  if (whole.probability < MEANING.renameSure) return findings;
  if (PRIORITY.indexOf(whole.category) >= PRIORITY.indexOf(first.category)) return findings;
  return [{ ...first, category: whole.category }, ...findings.slice(1)];
}

/** A topic that only the whole turn shows ("Got a girlfriend? Or, um, boyfriend?") names the first finding. */
function relabelled(findings: GuardFinding[], readings: Reading[]): GuardFinding[] {
  const [first] = findings;
  if (!first) return findings;
  const joined = readings.map((r) => r.line).join(' ');
  const whole = categoryOf(joined);
  if (!whole || findings.some((f) => f.category === whole)) return findings;
  // Children become family plans only when the turn looks ahead (`named`), not by a joined phrase.
  if (first.category === 'children' && whole === 'pregnancy' && !FUTURE.test(joined)) return findings;
  if (PRIORITY.indexOf(whole) >= PRIORITY.indexOf(first.category)) return findings;
  return [{ ...first, category: whole }, ...findings.slice(1)];
}

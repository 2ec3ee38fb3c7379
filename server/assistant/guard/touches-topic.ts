import { aboutTheWork, FRAGMENT, SCENARIO } from './asking.ts';
import { classifyUtterance } from './classify-utterance.ts';
import { featuresOf, topicOf } from './topic-classifier.ts';
import { NEAR, readsATopic } from './topic-meaning.ts';
import { topicModel } from './topic-model.ts';
import { SECOND_PERSON, TECHNICAL_CHILD } from './topic-rule.ts';
import { namingWords, topicWord } from './topic-seeds.ts';
import { readTurn } from './turn-readings.ts';
import { asksAboutTheWork, describesTheJob } from './work-content.ts';

/**
 * Whether a turn asks about a protected topic, warned or not: the guard's findings, a question to
 * the candidate the classifier more likely than not reads as risky, or one that names a topic
 * word the lawful reading vetoed. Cards after such a
 * question must not press the candidate on their reply, so this errs towards yes.
 */
export function touchesProtectedTopic(text: string): boolean {
  if (classifyUtterance(text).length > 0) return true;
  const readings = readTurn(text);
  const setsOutTheJob = readings.some((r) => describesTheJob(r.said, r.sentence.question));
  const whole = topicOf(topicModel(), featuresOf(readings.map((r) => r.sentence)));
  const asksTheCandidate = readings.some(
    ({ sentence, line, said }) =>
      (sentence.question || FRAGMENT.test(said)) &&
      !aboutTheWork(line) &&
      !SCENARIO.test(line) &&
      !asksAboutTheWork(said, setsOutTheJob),
  );
  // The classifier more likely than not reads a topic in a question to the candidate.
  if (
    asksTheCandidate &&
    readsATopic(
      whole,
      readings.flatMap((r) => r.sentence.words),
      0.5,
    )
  )
    return true;
  return readings.some(
    ({ sentence, line, said }) =>
      (sentence.question || FRAGMENT.test(said)) &&
      SECOND_PERSON.test(line) &&
      !aboutTheWork(line) &&
      !TECHNICAL_CHILD.test(line) &&
      !asksAboutTheWork(said, setsOutTheJob) &&
      topicWord(namingWords(sentence.words), NEAR) !== undefined,
  );
}

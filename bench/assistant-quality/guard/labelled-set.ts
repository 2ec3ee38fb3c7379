import type { ComplianceCategory } from '#contracts/compliance.ts';
import { guardUtterance } from '#server/assistant/guard/guard.ts';
import type { LabelledQuestion } from './labelled-question.ts';
import { LAWFUL_QUESTIONS } from './lawful-questions.ts';
import { RISKY_QUESTIONS } from './risky-questions.ts';
import { SECOND_BATCH } from './second-batch.ts';

/** Every labelled interviewer question: the first set, then the second batch. */
export const LABELLED_SET: LabelledQuestion[] = [...RISKY_QUESTIONS, ...LAWFUL_QUESTIONS, ...SECOND_BATCH];

export type GuardScore = {
  risky: number;
  lawful: number;
  /** Risky questions warned about, of all risky ones. */
  recall: number;
  /** Of the risky questions warned about, those named with the labelled topic. */
  rightTopic: number;
  /** Lawful questions warned about, of all lawful ones. */
  falsePositiveRate: number;
  missed: LabelledQuestion[];
  falseAlarms: { text: string; category: ComplianceCategory }[];
};

/** Runs the guard over a labelled set, as the live path runs it on an interviewer's turn. */
export function scoreGuard(set: LabelledQuestion[]): GuardScore {
  const missed: LabelledQuestion[] = [];
  const falseAlarms: GuardScore['falseAlarms'] = [];
  let warned = 0;
  let rightTopic = 0;
  for (const question of set) {
    const warning = guardUtterance(question.text);
    if (question.category === null) {
      if (warning) falseAlarms.push({ text: question.text, category: warning.category });
    } else if (!warning) missed.push(question);
    else {
      warned += 1;
      if (warning.category === question.category) rightTopic += 1;
    }
  }
  const risky = set.filter((q) => q.category !== null).length;
  const lawful = set.length - risky;
  return {
    risky,
    lawful,
    recall: warned / risky,
    rightTopic: rightTopic / Math.max(1, warned),
    falsePositiveRate: falseAlarms.length / lawful,
    missed,
    falseAlarms,
  };
}

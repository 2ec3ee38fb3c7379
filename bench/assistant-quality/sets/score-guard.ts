import { guardUtterance } from '#server/assistant/guard/guard.ts';
import type { FileQuestion } from './risky-file.ts';

export type FileGuardScore = {
  risky: number;
  lawful: number;
  recall: number;
  falseAlarmRate: number;
  /** Of the warned risky questions, those named with an accepted topic. */
  rightTopic: number;
  /** Of the items labelled `caution`, those warned as a caution. */
  cautionRight: number;
  cautions: number;
  missed: FileQuestion[];
  falseAlarms: string[];
  wrongTopic: string[];
};

/** Runs the guard over a labelled question file as the live path runs it on an interviewer's turn. */
export function scoreGuardFile(set: FileQuestion[]): FileGuardScore {
  let warned = 0;
  let right = 0;
  let cautionRight = 0;
  const missed: FileQuestion[] = [];
  const falseAlarms: string[] = [];
  const wrongTopic: string[] = [];
  for (const q of set) {
    const warning = guardUtterance(q.text);
    if (!q.risky) {
      if (warning) falseAlarms.push(`${q.text} => ${warning.category}`);
      continue;
    }
    if (!warning) {
      missed.push(q);
      continue;
    }
    warned += 1;
    if (q.accepted.includes(warning.category)) right += 1;
    else wrongTopic.push(`${q.text} => ${warning.category} (${q.topic})`);
    if (q.severity === 'caution' && warning.severity === 'caution') cautionRight += 1;
  }
  const risky = set.filter((q) => q.risky).length;
  const lawful = set.length - risky;
  return {
    risky,
    lawful,
    recall: warned / Math.max(1, risky),
    falseAlarmRate: falseAlarms.length / Math.max(1, lawful),
    rightTopic: right / Math.max(1, warned),
    cautionRight,
    cautions: set.filter((q) => q.risky && q.severity === 'caution').length,
    missed,
    falseAlarms,
    wrongTopic,
  };
}

import type { ComplianceCategory } from '#contracts/compliance.ts';

/** One sentence of an interviewer's turn that asks about a protected topic, and how sure the guard is. */
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

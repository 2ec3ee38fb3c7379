import {
  ANSWER_KEPT_TAG,
  CAUTION_TAG,
  COMPLIANCE_LABELS,
  COMPLIANCE_TAG,
  type ComplianceCategory,
} from '#contracts/compliance.ts';
import { classifyUtterance, type GuardFinding } from './classify-utterance.ts';
import type { GuardContext } from './job-facts.ts';
import { rewordingFor } from './rewording.ts';

/** A private warning for the interviewer: the topic, and a job-related question to ask instead. */
export type GuardWarning = {
  category: ComplianceCategory;
  severity: 'warning' | 'caution';
  rewording: string;
  /** The card's text. */
  content: string;
  /** `compliance` and every topic the turn touched, the warning's own first. */
  tags: string[];
};

/** The warning for a topic and a rewording (the offline guard's, or a configured model's). */
export function guardWarning(
  category: ComplianceCategory,
  rewording: string,
  also: ComplianceCategory[] = [],
  {
    severity = 'warning',
    answerKept = false,
  }: { severity?: GuardWarning['severity']; answerKept?: boolean } = {},
): GuardWarning {
  const label = COMPLIANCE_LABELS[category].toLowerCase();
  const content =
    severity === 'caution'
      ? `Check before asking (${label}): whether this may be asked depends on where the job is. Ask instead: “${rewording}”`
      : `Protected topic (${label}): leave it out — the answer will not count. Ask instead: “${rewording}”`;
  const kept = severity === 'caution' || answerKept;
  return {
    category,
    severity,
    rewording,
    content,
    tags: [
      COMPLIANCE_TAG,
      ...new Set([category, ...also]),
      ...(severity === 'caution' ? [CAUTION_TAG] : []),
      ...(kept ? [ANSWER_KEPT_TAG] : []),
    ],
  };
}

/** The warning for what `classifyUtterance` found in a turn, reworded for the job; none when it found nothing. */
export function warningFor(findings: GuardFinding[], context: GuardContext = {}): GuardWarning | undefined {
  const [first] = findings;
  if (!first) return undefined;
  return guardWarning(
    first.category,
    rewordingFor(first.category, first.sentence, context),
    findings.map((f) => f.category),
    { severity: first.severity, answerKept: findings.every((f) => f.byMeaning) },
  );
}

/**
 * Checks an interviewer's turn for questions on protected topics. Deterministic and local
 * (a few milliseconds), so it runs on every turn whatever model the session uses.
 */
export const guardUtterance = (text: string, context: GuardContext = {}): GuardWarning | undefined =>
  warningFor(classifyUtterance(text), context);

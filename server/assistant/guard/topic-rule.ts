import type { ComplianceCategory } from '#contracts/compliance.ts';

/**
 * A way of asking about a protected topic, matched against a sentence's lemmas in lower case,
 * joined by single spaces, punctuation left out ("Were you born in 1980?" reads
 * "be you bear in 1980"). `unless` names the lawful look-alike of the same words.
 */
export type TopicRule = { re: RegExp; unless?: RegExp };

export type TopicRules = Partial<Record<ComplianceCategory, TopicRule[]>>;

/** The candidate is the one asked about: a second-person word anywhere in the sentence. */
export const SECOND_PERSON = /\b(?:you|your|yours|yourself)\b/;

/** Words that make "child" technical (a child process), not a person. */
export const TECHNICAL_CHILD =
  /\bchild (?:process|node|component|element|table|task|theme|class|record|ticket|account|issue|page|span|row|item|object|window|thread|job|entity|module|view)\b/;

/** A pattern with a second-person word required before it (within the sentence). */
export const aboutYou = (pattern: string) => new RegExp(`\\b(?:you|your)\\b.*\\b(?:${pattern})\\b`);

/** Either order: the topic word and a second-person word anywhere in the sentence. */
export const withYou = (pattern: string) =>
  new RegExp(`(?=.*\\b(?:you|your|yourself)\\b).*\\b(?:${pattern})\\b`);

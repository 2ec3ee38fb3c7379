import { FRAGMENT } from './asking.ts';
import type { GuardFinding } from './guard-finding.ts';
import type { Reading } from './turn-readings.ts';

/**
 * Conviction questions: lawful or not depending on where the job is (fair-chance laws). Read on
 * the lemma line ("found guilty" reads "find guilty").
 */
export const CONVICTION =
  /\bshow (?:up )?on (?:an? |your )?(?:enhance\w* |standard |basic )?(?:dbs|background check)\b|\b(?:convict\w*|conviction|felony|felonies|misdemeanou?r|criminal (?:offen[cs]e|record|history|past)|(?:find|plead|pled) guilty|unspent|(?:have you|ever) (?:\w+ )?(?:do|serve) time|on your record)\b/;
/** An arrest, a charge or dealings with the police: a warning, whatever else the question asks. */
export const ARREST = /\b(?:arrest\w*|detain\w*|custody|charge|police|cop|copper)s?\b/;
/** The question gives the law or licence that requires it. */
export const REQUIRED_BY_LAW =
  /\b(?:law|regulation|regulator|require|statutory|legally)\b|\b(?:the|a|this) (?:\w+ )?licen[cs]e\b/;

/** A criminal-record check named in the turn ("there's an enhanced DBS", "a background check"). */
const RECORD_CHECK = /\b(?:dbs|background check|record check|criminal record|disclosure)\b/;

/**
 * Conviction history found by meaning or through the turn is a caution too: a typed note about
 * convictions, or "anything that will show up?" once a record check is named.
 */
export function cautioned(findings: GuardFinding[], readings: Reading[]): GuardFinding[] {
  const joined = readings.map((r) => r.line).join(' ');
  if (ARREST.test(joined)) return findings;
  const check = RECORD_CHECK.test(joined);
  const showing = check ? readings.find((r) => /\bshow up\b/.test(r.line)) : undefined;
  if (findings.length === 0 && showing && (showing.sentence.question || FRAGMENT.test(showing.said)))
    return [
      { category: 'arrest-record', severity: 'caution', byMeaning: false, sentence: showing.sentence.text },
    ];
  return findings.map((f) => {
    const line = readings.find((r) => r.sentence.text === f.sentence)?.line ?? '';
    const conviction =
      (f.category === 'arrest-record' && CONVICTION.test(line)) || (check && /\bshow up\b/.test(line));
    return conviction ? { ...f, category: 'arrest-record', severity: 'caution' } : f;
  });
}

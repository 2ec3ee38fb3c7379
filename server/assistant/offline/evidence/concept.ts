/**
 * A competency a scorecard criterion can ask for, and the words an answer shows it with. Words and
 * phrases are written in base form ("escalate", "rapid response team"); hyphens count as spaces.
 */
export type Concept = {
  id: string;
  /** How a drafted line names it ("escalation"). */
  label: string;
  /** Words or phrases in a criterion's title or guidance that ask for this competency. */
  names: string[];
  /** Words or phrases in an answer that speak to it; a leading `~` marks a weak one (common in other senses). */
  cues: string[];
};

/** A concept from `|`-separated lists, so the maps stay readable. */
export const concept = (id: string, label: string, names: string, cues: string): Concept => ({
  id,
  label,
  names: names.split('|'),
  cues: cues.split('|'),
});

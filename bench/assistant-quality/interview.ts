/**
 * A written interview for the quality harness: the job, the interview's setup, the turns as they
 * are typed while the conversation runs, and marks saying what a good assistant must do.
 */

import type { ComplianceCategory } from '#contracts/compliance.ts';
import type { RoleFamily } from '#server/assistant/offline/live/role-family.ts';

export type { RoleFamily };

/** Protected topics an interviewer's question may touch: the guard's own categories. */
export type RiskCategory = ComplianceCategory;

/**
 * What a turn is, as a person reading the transcript would mark it:
 * - `pleasantry`: small talk, thanks, acknowledgements; no card should follow it;
 * - `vague`: a substantive answer without specifics; a clarification should follow it;
 * - `question`: the candidate asks something; no clarification of it;
 * - `strong`: a specific, well-evidenced answer.
 */
export type TurnMark = 'pleasantry' | 'vague' | 'question' | 'strong';

export type Speaker = 'interviewer' | 'candidate';

export type ScriptTurn = {
  speaker: Speaker;
  text: string;
  marks: TurnMark[];
  /** An interviewer's question on a protected topic. */
  risky?: RiskCategory;
  /** The agenda item (index in `agenda`) started just before this turn; the previous one is completed. */
  startsItem?: number;
};

export type AgendaEntry = { title: string; minutes: number; description?: string };

export type Interview = {
  id: string;
  family: RoleFamily;
  /** The interview template's title: how the recruiter names the interview. */
  interviewTitle: string;
  job: { title: string; company: string; description: string; requirements: string };
  candidate: { firstName: string; lastName: string };
  agenda: AgendaEntry[];
  /** Scorecard text: a section per line, `- criterion` lines under it. */
  scorecard: string;
  /** The candidate is clearly strong: a negative decision would be unfair. */
  strongCandidate: boolean;
  turns: ScriptTurn[];
};

type Script = (string | TurnMark | RiskCategory)[];

const MARKS = new Set<string>(['pleasantry', 'vague', 'question', 'strong']);

function turn(speaker: Speaker, [text, ...rest]: Script): ScriptTurn {
  if (typeof text !== 'string') throw new Error('a turn starts with its text');
  const marks = rest.filter((r): r is TurnMark => MARKS.has(r));
  const risky = rest.find((r): r is RiskCategory => !MARKS.has(r));
  return { speaker, text, marks, ...(risky ? { risky } : {}) };
}

/** An interviewer turn: its text, then its marks and risk category if any. */
export const i = (...script: Script) => turn('interviewer', script);
/** A candidate turn: its text, then its marks. */
export const c = (...script: Script) => turn('candidate', script);
/** The interviewer starts agenda item `index` with this turn. */
export const starting = (index: number, t: ScriptTurn): ScriptTurn => ({ ...t, startsItem: index });

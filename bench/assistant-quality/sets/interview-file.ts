import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { roleFromDescription, roleFromTitle } from '#server/assistant/job/role-title.ts';
import { roleFamily } from '#server/assistant/offline/live/role-family.ts';
import type { Interview, ScriptTurn, TurnMark } from '../interview.ts';

/**
 * An interview written in the shared JSON format (the dev set's `interviews/*.json` and the
 * held-out set's): the job description, scorecard and agenda as text, turns tagged by a reader.
 * Held-out files add `expected` (the decision's direction) and, on candidate turns, `criteria`.
 */
type RawTurn = {
  s: 'interviewer' | 'candidate';
  t: string;
  agenda?: { start?: number; complete?: number };
  tag?: string;
  criteria?: string[];
};
type RawInterview = {
  key?: string;
  candidate: { firstName: string; lastName: string; currentTitle?: string; currentCompany?: string };
  templateTitle: string;
  jobDescription: string;
  scorecard: string;
  agenda: { title: string; duration?: number; minutes?: number; description?: string }[];
  turns: RawTurn[];
  expected?: 'positive' | 'negative';
};

export type FileInterview = Interview & {
  /** The decision's direction the writer expects; absent in the dev set (every candidate is hireable). */
  expected: 'positive' | 'negative';
  /** Per turn: the criteria (scorecard lines) the turn evidences, when labelled. */
  criteria: (string[] | undefined)[];
  labelled: boolean;
  /** Indexes of the interviewer's risky questions. */
  risky: number[];
};

const MARKS: Record<string, TurnMark> = {
  vague_answer: 'vague',
  strong_answer: 'strong',
  candidate_question: 'question',
};

function toTurn(raw: RawTurn): ScriptTurn {
  const mark = raw.tag ? MARKS[raw.tag] : undefined;
  return {
    speaker: raw.s,
    text: raw.t,
    marks: mark ? [mark] : [],
    ...(raw.agenda?.start !== undefined ? { startsItem: raw.agenda.start } : {}),
  };
}

export function readInterviewFile(path: string, id: string): FileInterview {
  const raw = JSON.parse(readFileSync(path, 'utf8')) as RawInterview;
  const title =
    roleFromDescription(raw.jobDescription) ?? roleFromTitle(raw.templateTitle) ?? raw.templateTitle;
  return {
    id,
    family: roleFamily({ titles: [title], texts: [raw.jobDescription] }),
    interviewTitle: raw.templateTitle,
    job: { title, company: 'Hiring company', description: raw.jobDescription, requirements: '' },
    candidate: { firstName: raw.candidate.firstName, lastName: raw.candidate.lastName },
    agenda: raw.agenda.map((a) => ({
      title: a.title,
      minutes: a.minutes ?? a.duration ?? 10,
      description: a.description,
    })),
    scorecard: raw.scorecard,
    strongCandidate: (raw.expected ?? 'positive') === 'positive',
    turns: raw.turns.map(toTurn),
    expected: raw.expected ?? 'positive',
    criteria: raw.turns.map((t) => t.criteria),
    labelled: raw.turns.some((t) => t.criteria !== undefined),
    risky: raw.turns.flatMap((t, index) => (t.tag === 'risky_question' ? [index] : [])),
  };
}

/** Every interview of a set's `interviews/` folder, by file name. */
export function readInterviewDir(dir: string, prefix: string): FileInterview[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => readInterviewFile(join(dir, f), `${prefix}/${f.replace(/\.json$/, '')}`));
}

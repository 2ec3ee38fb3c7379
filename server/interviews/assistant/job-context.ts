import { sentences } from '#server/assistant/nlp/nlp.ts';
import { type InterviewKind, interviewKind } from '#server/assistant/offline/interview-types.ts';
import { type RoleFamily, roleFamily } from '#server/assistant/offline/live/role-family.ts';
import type { JobSources } from '../sessions/session-reads.ts';

/** What the live assistant knows of the job: the role, a short summary, its family and the interview type. */
export type JobContext = {
  role: string;
  /** The first sentences of the job description and requirements; what a model pass reads. */
  summary: string;
  family: RoleFamily;
  kind: InterviewKind;
};

const SUMMARY_CHARS = 420;

/** The leading sentences of a text, whole, within `max` characters. */
function lead(text: string | null | undefined, max: number): string {
  let out = '';
  for (const sentence of sentences(text ?? '')) {
    if (out && out.length + sentence.length + 1 > max) break;
    out = out ? `${out} ${sentence}` : sentence.slice(0, max);
  }
  return out;
}

/**
 * The job context of a session, from its job opening and setup, and the agenda and scorecard
 * titles (a Quick Create session has only those and its title).
 */
export function jobContext(
  sources: JobSources | undefined,
  agenda: string[],
  criteria: string[],
): JobContext {
  const s = sources;
  const role = s?.jobTitle ?? s?.sessionTitle ?? s?.templateTitle ?? '';
  const description = s?.jobDescription ?? s?.scorecardJob ?? s?.agendaJob;
  const half = Math.floor(SUMMARY_CHARS / 2);
  const summary = [lead(description, s?.requirements ? half : SUMMARY_CHARS), lead(s?.requirements, half)]
    .filter(Boolean)
    .join(' ');
  return {
    role,
    summary,
    family: roleFamily({
      titles: [s?.jobTitle ?? undefined, s?.sessionTitle ?? undefined, s?.templateTitle ?? undefined],
      texts: [description ?? undefined, s?.requirements ?? undefined, agenda.join('\n'), criteria.join('\n')],
    }),
    kind: interviewKind(s?.sessionTitle ?? s?.templateTitle ?? undefined),
  };
}

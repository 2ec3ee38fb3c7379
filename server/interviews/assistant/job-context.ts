import { roleFromDescription, roleFromTitle } from '#server/assistant/job/role-title.ts';
import { sentences } from '#server/assistant/nlp/nlp.ts';
import { type InterviewKind, interviewKind } from '#server/assistant/offline/interview-types.ts';
import { type RoleFamily, roleFamily } from '#server/assistant/offline/live/role-family.ts';
import type { JobSources } from '../sessions/session-reads.ts';

/** The job behind a session, whichever source carries it: its opening, the session, its setup. */
export type SessionJob = { role: string; description: string | null; requirements: string | null };

/**
 * The job's title and text: the job opening's first, then what the session was created with
 * (Quick Create's input), then what its scorecard or agenda was generated from. The role is never
 * an interview title pasted whole ("Technical interview: …"); without a title it is empty.
 */
export function sessionJob(s: JobSources | undefined): SessionJob {
  const description = s?.jobDescription || s?.sessionJob || s?.scorecardJob || s?.agendaJob || null;
  const role =
    s?.jobTitle ||
    s?.sessionJobTitle ||
    roleFromDescription(description) ||
    roleFromTitle(s?.sessionTitle) ||
    roleFromTitle(s?.templateTitle) ||
    '';
  return { role, description, requirements: s?.requirements ?? null };
}

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
  const { role, description } = sessionJob(s);
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

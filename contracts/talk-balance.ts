import { z } from 'zod';
import type { CoverageLine } from './coverage.ts';

// ---- Talk balance: each side's share of the speaking time (decisions 035, 045) ----

const MINUTE = 60_000;
/** Words a minute of speech, for lines whose spoken length is not known (typed lines). */
export const WORDS_PER_MINUTE = 150;
/** The talk-balance hint looks at this last stretch of the interview. */
export const TALK_WINDOW_MS = 10 * MINUTE;
/** Above this share of the window's speaking time, the interviewer gets the hint. */
export const TALK_HINT_SHARE = 0.55;
/** Below this much speech in the window, no hint: too little to judge. */
const TALK_HINT_MIN_MS = 2 * MINUTE;

/** How long a line was spoken: its own duration when known, else estimated from its words. */
export function lineSpeech(line: Pick<CoverageLine, 'text' | 'durationMs'>): {
  ms: number;
  measured: boolean;
} {
  if (typeof line.durationMs === 'number' && line.durationMs > 0)
    return { ms: line.durationMs, measured: true };
  const words = line.text.split(/\s+/).filter(Boolean).length;
  return { ms: Math.round((words / WORDS_PER_MINUTE) * MINUTE), measured: false };
}

export const TalkBalance = z.object({
  candidateMs: z.number(),
  interviewerMs: z.number(),
  /** Share of speaking time, 0–1; null before anyone spoke. */
  candidateShare: z.number().nullable(),
  interviewerShare: z.number().nullable(),
  /** Lines whose own duration was used, and lines estimated from their words. */
  measuredLines: z.number().int(),
  estimatedLines: z.number().int(),
  /** The interviewer's share of the last ten minutes; null when too little was said to judge. */
  recentInterviewerShare: z.number().nullable(),
  /** The interviewer spoke more than about half of the last ten minutes. */
  hint: z.boolean(),
});
export type TalkBalance = z.infer<typeof TalkBalance>;

/** Where the shares come from, said on the screen and in the debrief. */
export function talkSource({ measuredLines, estimatedLines }: TalkBalance): string {
  if (measuredLines === 0) return 'Estimated from words';
  if (estimatedLines === 0) return 'From speech durations';
  return 'From speech durations; typed lines estimated from words';
}

function sums(lines: CoverageLine[]) {
  let candidate = 0;
  let interviewer = 0;
  let measured = 0;
  for (const line of lines) {
    const speech = lineSpeech(line);
    if (speech.measured) measured += 1;
    if (line.speaker === 'candidate') candidate += speech.ms;
    else interviewer += speech.ms;
  }
  return { candidate, interviewer, measured };
}

const share = (part: number, total: number) => (total > 0 ? part / total : null);

/** Both sides' speaking time, over the whole interview and its last ten minutes (up to `now`). */
export function talkBalance(lines: CoverageLine[], now: number): TalkBalance {
  const all = sums(lines);
  const total = all.candidate + all.interviewer;
  const recent = sums(lines.filter((l) => now - Date.parse(l.timestamp) <= TALK_WINDOW_MS));
  const recentTotal = recent.candidate + recent.interviewer;
  const recentShare = recentTotal >= TALK_HINT_MIN_MS ? share(recent.interviewer, recentTotal) : null;
  return {
    candidateMs: all.candidate,
    interviewerMs: all.interviewer,
    candidateShare: share(all.candidate, total),
    interviewerShare: share(all.interviewer, total),
    measuredLines: all.measured,
    estimatedLines: lines.length - all.measured,
    recentInterviewerShare: recentShare,
    hint: recentShare !== null && recentShare > TALK_HINT_SHARE,
  };
}

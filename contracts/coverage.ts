import { z } from 'zod';
import { Id, TEXT_MAX } from './common.ts';
import type { EvaluationSection } from './evaluation.ts';
import { TranscriptRef } from './evaluation.ts';
import type { AgendaItemDto, Speaker } from './sessions.ts';
import { TalkBalance, talkSource } from './talk-balance.ts';

// ---- Coverage: how the interview stands against its agenda and scorecard ----
// One implementation for the live dashboard (computed from the reads it already keeps live)
// and for the server (the debrief, the nudge).

const MINUTE = 60_000;
/** The nudge comes this long before the planned end (a quarter of short interviews). */
export const NUDGE_BEFORE_END_MS = 10 * MINUTE;

/** A transcript line as coverage reads it; `durationMs` when the speech's own length is known. */
export type CoverageLine = {
  id: string;
  seq: number;
  speaker: Speaker;
  text: string;
  timestamp: string;
  durationMs?: number | null | undefined;
};

// ---- Criteria ----

export type CriterionState = { id: string; title: string; section: string | null; evidenced: boolean };

/**
 * A criterion has evidence once the assistant quoted the candidate for it, or its text was written
 * (by a person or a draft) beyond the guidance it starts from.
 */
const evidenced = (s: EvaluationSection) =>
  s.evidence.length > 0 || (s.content.trim() !== '' && s.content.trim() !== s.guidance.trim());

/** The scorecard's criteria (its leaf sections), in scorecard order, with or without evidence. */
export function criteriaOf(sections: EvaluationSection[], parent: string | null = null): CriterionState[] {
  return sections.flatMap((s) =>
    s.children.length > 0
      ? criteriaOf(s.children, s.title)
      : [{ id: s.id, title: s.title, section: parent, evidenced: evidenced(s) }],
  );
}

// ---- The clock ----

export type ClockItem = {
  id: string;
  title: string;
  plannedMs: number;
  spentMs: number;
  status: AgendaItemDto['status'];
  /** In progress and past its planned minutes. */
  over: boolean;
};
export type CoverageClock = {
  /** When the conversation began (first line or first started item); null before. */
  startedAt: string | null;
  plannedMs: number;
  elapsedMs: number;
  /** Negative once past the planned end. */
  leftMs: number;
  items: ClockItem[];
  criteria: CriterionState[];
  /** From this moment the nudge is due (null without a start or a plan). */
  nudgeAt: string | null;
};

/** Agenda items with the moments they started and were completed, as the dashboard keeps them. */
export type TimedAgendaItem = AgendaItemDto & { startedAt?: string | null; completedAt?: string | null };

const ms = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/** When the interview began: its first line, or its first started item, whichever came first. */
export function interviewStart(
  agenda: TimedAgendaItem[],
  lines: Pick<CoverageLine, 'timestamp'>[],
): number | null {
  const items = (list: AgendaItemDto[]): AgendaItemDto[] => list.flatMap((a) => [a, ...items(a.children)]);
  const moments = [...lines.map((l) => ms(l.timestamp)), ...items(agenda).map((a) => ms(a.startedAt))].filter(
    Number.isFinite,
  );
  return moments.length > 0 ? Math.min(...moments) : null;
}

/**
 * Time spent on an agenda item: from its start to its completion (or now) once it was started
 * itself; for one begun through its parts, the sum over its parts.
 */
function spentOn(a: AgendaItemDto, now: number): number {
  const began = ms(a.startedAt);
  if (!Number.isFinite(began)) return a.children.reduce((sum, part) => sum + spentOn(part, now), 0);
  const ended = a.status === 'completed' ? ms(a.completedAt) : now;
  return Number.isFinite(ended) ? Math.max(0, ended - began) : 0;
}

/** In progress itself, or through a part in progress (of an item not completed). */
const running = (a: AgendaItemDto): boolean =>
  a.status === 'in-progress' || (a.status !== 'completed' && a.children.some(running));

export function coverageClock(input: {
  agenda: TimedAgendaItem[];
  sections: EvaluationSection[];
  lines: Pick<CoverageLine, 'timestamp'>[];
  now: number;
}): CoverageClock {
  const { agenda, now } = input;
  const start = interviewStart(agenda, input.lines);
  const plannedMs = agenda.reduce((sum, a) => sum + a.duration * MINUTE, 0);
  const elapsedMs = start === null ? 0 : Math.max(0, now - start);
  const items = agenda.map((a): ClockItem => {
    const spentMs = spentOn(a, now);
    const plannedItemMs = a.duration * MINUTE;
    return {
      id: a.id,
      title: a.title,
      plannedMs: plannedItemMs,
      spentMs,
      status: a.status,
      over: running(a) && spentMs > plannedItemMs,
    };
  });
  const lead = Math.min(NUDGE_BEFORE_END_MS, plannedMs / 4);
  return {
    startedAt: start === null ? null : new Date(start).toISOString(),
    plannedMs,
    elapsedMs,
    leftMs: plannedMs - elapsedMs,
    items,
    criteria: criteriaOf(input.sections),
    nudgeAt: start === null || plannedMs === 0 ? null : new Date(start + plannedMs - lead).toISOString(),
  };
}

/** An item was taken up once it or any of its parts left pending. */
const touched = (item: AgendaItemDto): boolean => item.status !== 'pending' || item.children.some(touched);

/**
 * The agenda items not started, by title: an item none of whose parts was taken up is named once
 * (not its parts); of an item begun through its parts, the parts still pending; a completed item
 * covers its parts.
 */
export function notStartedItems(agenda: AgendaItemDto[]): string[] {
  return agenda.flatMap((item) => {
    if (!touched(item)) return [item.title];
    return item.status === 'completed' ? [] : notStartedItems(item.children);
  });
}

// ---- Talk balance ----

// ---- The candidate's questions ----

export const CandidateQuestionDto = TranscriptRef.extend({
  id: Id,
  /** The question as the candidate asked it (one sentence of the line). */
  text: z.string(),
});
export type CandidateQuestionDto = z.infer<typeof CandidateQuestionDto>;

/** Fewer words than this from the interviewer afterwards is not an answer ("Sure.", "Good question."). */
const ANSWER_MIN_WORDS = 6;

/**
 * A question is answered once the interviewer says something of substance after it, before the
 * candidate asks their next question (a question asked twice in one line shares the answer).
 */
export function answeredQuestionIds(questions: CandidateQuestionDto[], lines: CoverageLine[]): Set<string> {
  const answered = new Set<string>();
  const seqs = [...new Set(questions.map((q) => q.seq))].sort((a, b) => a - b);
  seqs.forEach((seq, i) => {
    const until = seqs[i + 1] ?? Number.POSITIVE_INFINITY;
    const answer = lines.some(
      (l) =>
        l.speaker === 'interviewer' &&
        l.seq > seq &&
        l.seq <= until &&
        l.text.split(/\s+/).filter(Boolean).length >= ANSWER_MIN_WORDS,
    );
    if (answer) for (const q of questions) if (q.seq === seq) answered.add(q.id);
  });
  return answered;
}

// ---- Earlier rounds ----

export const RoundCriterion = z.object({
  title: z.string(),
  section: z.string().nullable(),
  /** Per round (the application's interviews, oldest first): evidenced, open, or not on its scorecard. */
  rounds: z.array(z.enum(['evidenced', 'open', 'absent'])),
});
export type RoundCriterion = z.infer<typeof RoundCriterion>;

const criterionKey = (title: string) => title.trim().toLowerCase().replace(/\s+/g, ' ');

/** Criteria across the rounds of an application, matched by title, in first-seen order. */
export function roundsCoverage(rounds: EvaluationSection[][]): RoundCriterion[] {
  const byKey = new Map<string, RoundCriterion>();
  rounds.forEach((sections, round) => {
    for (const c of criteriaOf(sections)) {
      const key = criterionKey(c.title);
      const row = byKey.get(key) ?? {
        title: c.title,
        section: c.section,
        rounds: rounds.map(() => 'absent' as const),
      };
      const previous = row.rounds[round];
      row.rounds[round] = previous === 'evidenced' || c.evidenced ? 'evidenced' : 'open';
      byKey.set(key, row);
    }
  });
  return [...byKey.values()];
}

/** What earlier rounds of an application evidenced and left open, by criterion title (for the live assistant). */
export type EarlierRounds = { evidenced: string[]; open: string[] };

/** Criteria no round evidenced yet. */
export const openCriteria = (rows: RoundCriterion[]) => rows.filter((r) => !r.rounds.includes('evidenced'));

// ---- The debrief ----

export const DebriefCriterion = z.object({
  title: z.string(),
  section: z.string().nullable(),
  evidence: z.array(
    TranscriptRef.extend({ quote: z.string(), strength: z.enum(['strong', 'moderate', 'weak']) }),
  ),
});
export const DebriefDraft = z.object({
  criteria: z.array(DebriefCriterion),
  concerns: z.array(z.object({ text: z.string(), at: TranscriptRef.nullable() })),
  questions: z.array(CandidateQuestionDto.extend({ answered: z.boolean() })),
  /** Criteria without evidence, and agenda items never started. */
  gaps: z.object({ criteria: z.array(z.string()), agendaItems: z.array(z.string()) }),
  talk: TalkBalance,
  /** The whole summary as plain text, for reading and for editing. */
  text: z.string(),
  /** A few sentences of overall judgement, when a model drafted the debrief. */
  summary: z.string().optional(),
  /** Who drafted it: `offline` or the configured model (absent on drafts stored before). */
  model: z.string().optional(),
  /** Said when the model's answer was not used (the offline draft stands in) or parts of it were left out. */
  notice: z.string().nullable().optional(),
});
export type DebriefDraft = z.infer<typeof DebriefDraft>;

/** A share of talk as the debrief writes it: `62 %`, or `–` before anyone spoke. */
export const sharePercent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)} %`);

/** The draft as plain text: the summary when there is one, then the evidence, concerns, questions, gaps and talk. */
export function debriefText(draft: Omit<DebriefDraft, 'text'>): string {
  const { criteria, concerns, questions, gaps, talk } = draft;
  const out: string[] = draft.summary?.trim() ? [draft.summary.trim(), ''] : [];
  const covered = criteria.filter((c) => c.evidence.length > 0);
  out.push(`Evidence on ${covered.length} of ${criteria.length} criteria.`);
  for (const c of covered) {
    const best = c.evidence.find((e) => e.strength === 'strong') ?? c.evidence[0];
    if (best) out.push(`- ${c.title}: “${best.quote}”`);
  }
  if (concerns.length) out.push('', 'Concerns:', ...concerns.map((c) => `- ${c.text}`));
  if (questions.length) {
    out.push('', 'Candidate’s questions:');
    for (const q of questions) out.push(`- ${q.text}${q.answered ? '' : ' (not answered)'}`);
  }
  if (gaps.criteria.length || gaps.agendaItems.length) {
    out.push('', 'Not covered:');
    if (gaps.criteria.length) out.push(`- Criteria: ${gaps.criteria.join(', ')}`);
    if (gaps.agendaItems.length) out.push(`- Agenda: ${gaps.agendaItems.join(', ')}`);
  }
  out.push(
    '',
    `Talk balance: candidate ${sharePercent(talk.candidateShare)}, interviewer ${sharePercent(talk.interviewerShare)} (${talkSource(talk).toLowerCase()}).`,
  );
  return out.join('\n');
}

export const DebriefDto = z.object({
  /** The assistant's draft; null until the session is closed (and for a moment after). */
  draft: DebriefDraft.nullable(),
  draftAt: z.iso.datetime().nullable(),
  /** What the interviewer wrote; the draft never replaces it. */
  content: z.string().nullable(),
  editedAt: z.iso.datetime().nullable(),
});
export type DebriefDto = z.infer<typeof DebriefDto>;

export const DebriefInput = z.object({
  content: z.string().max(TEXT_MAX, `Must be at most ${TEXT_MAX} characters`),
});
export type DebriefInput = z.infer<typeof DebriefInput>;

export const DEBRIEF_DRAFT_LABEL = 'Draft';

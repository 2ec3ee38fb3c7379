import { z } from 'zod';
import { ComplianceCategory } from '#contracts/compliance.ts';
import { FAIRNESS_RULE, joinParts, TAGGED_TEXT_RULE, tagged } from '#server/assistant/prompts/shared.ts';
import { quote } from './candidate-statements.ts';
import type { LiveTurnInput, Turn } from './live-turn.ts';

/** What a configured model returns for one pass; validated (and retried once) by the provider layer. */
export const LiveTurnAnswer = z.object({
  suggestions: z
    .array(
      z.object({
        type: z.enum(['question', 'follow_up_question', 'clarification', 'hint']),
        content: z.string().describe('One short question or hint for the interviewer'),
        reason: z.string().describe('Why now, in a few words'),
        turn: z.number().int().describe('[number] of the turn it responds to'),
      }),
    )
    .describe('Usually empty; at most 1'),
  notes: z.array(z.string()).describe('Short notes of what the candidate said in the new turns that matters'),
  sections: z
    .array(z.object({ id: z.string(), content: z.string() }))
    .describe(
      'Only for sections with new evidence: one short assessment, then the candidate’s exact words in “ ”',
    ),
  compliance: z
    .array(
      z.object({
        turn: z.number().int().describe('The [number] of the new interviewer turn'),
        category: ComplianceCategory,
        rewording: z.string().describe('A job-related question to ask instead'),
      }),
    )
    .describe('New interviewer turns asking about a protected topic; usually empty'),
});
export type LiveTurnAnswer = z.infer<typeof LiveTurnAnswer>;

const COMPLIANCE_RULE =
  'Compliance: list each new interviewer turn that asks the candidate about a protected topic (age or date of birth, marital or family status, pregnancy or family plans, children or childcare, religion, national origin or citizenship beyond work authorization, race, disability or health, sexual orientation, gender identity, arrests, salary history, military discharge, genetic information or family medical history), with a job-related question to ask instead. Lawful job questions (authorization to work, travel, schedules, a legal minimum age, salary expectations, essential duties) are not listed.';

const SYSTEM = [
  'You privately assist an interviewer in a live interview when a turn ends. You get the job, the agenda, the last turns ([number], "new" since your last call) and a summary of earlier ones.',
  'Suggestions: help sparingly; returning none is right most of the time. One at most, only when it clearly helps now: a clarification quoting a vague answer, a follow-up asking for what the answer left out (never for what it gave), or a question for the agenda item. None after small talk, thanks or the candidate’s own questions; never an asked question again. Give the reason and the turn it responds to.',
  'Notes: short factual notes of what the candidate said in the new turns that matters for the scorecard. None when nothing new matters.',
  "Sections: for scorecard sections with new evidence in the new turns only, one short assessment followed by the candidate's words copied exactly between “ and ” (a quote nobody said is dropped); it is added to the section's draft. Omit the others.",
  'When earlier rounds of the application are listed, a question for the agenda item favours the criteria they left open over those they already evidenced.',
  COMPLIANCE_RULE,
  TAGGED_TEXT_RULE,
  FAIRNESS_RULE,
].join('\n');

/**
 * Asked or proposed questions the prompt lists; every earlier one is still filtered out of the
 * answer (assistant-pass.ts), so older ones would only cost tokens on every pass.
 */
const ASKED_IN_PROMPT = 6;

/** Earlier turns of the window were sent whole when they were new; later passes get their start. */
const CONTEXT_TURN_CHARS = 240;

/** A criterion's guidance is cut here: the model needs its point, not every word. */
const GUIDANCE_CHARS = 120;

const line = (t: Turn, isNew: boolean) =>
  `[${t.seq}] ${t.speaker === 'interviewer' ? 'Interviewer' : 'Candidate'}${isNew ? ' (new)' : ''}: ${isNew ? t.text : quote(t.text, CONTEXT_TURN_CHARS)}`;

function agendaLeft({ titles, minutesLeft }: LiveTurnInput['agendaLeft']): string {
  const next = titles.length ? `Still to come: ${titles.join('; ')}.` : 'This is the last item.';
  return `${next} About ${minutesLeft} min left in the plan.`;
}

/** Criteria named per list of the earlier rounds; a long scorecard keeps its first ones. */
const ROUND_CRITERIA = 8;

function earlierRounds(rounds: LiveTurnInput['earlierRounds']): string {
  if (!rounds || (!rounds.open.length && !rounds.evidenced.length)) return '';
  const list = (titles: string[]) =>
    titles
      .slice(0, ROUND_CRITERIA)
      .map((t) => quote(t, 60))
      .join('; ') || 'none';
  return `Left open: ${list(rounds.open)}.\nAlready evidenced: ${list(rounds.evidenced)}.`;
}

/**
 * What a pass may send besides the answer's JSON schema (about 520 tokens), at four characters a
 * token: the live pass stays under 2,000 tokens however long the turns and the summary grow.
 */
const PROMPT_CHARS = 5_700;

/**
 * The prompt of one pass: bounded by the window, the summary and the lists, not by the
 * interview's length; past its budget the oldest summary lines and asked questions go first.
 * Sample feedbacks stay out: they shape decisions, not live help.
 */
export function liveTurnPrompt(input: LiveTurnInput): { system: string; prompt: string } {
  const fresh = new Set(input.newTurns.map((t) => t.seq));
  const item = input.agendaItem;
  // The interviewer's questions in the recent turns are already in the prompt once.
  const inWindow = new Set(input.recentTurns.map((t) => t.text));
  const asked = input.askedQuestions.filter((q) => !inWindow.has(q)).slice(-ASKED_IN_PROMPT);
  const summary = [...input.summary];
  let rounds = earlierRounds(input.earlierRounds);
  const build = () =>
    joinParts(
      tagged('job', [input.job.role, input.job.summary].filter(Boolean).join('\n')),
      tagged('interview_type', input.interviewType),
      item && tagged('agenda_item', [item.title, item.description].filter(Boolean).join('\n')),
      tagged('agenda_left', agendaLeft(input.agendaLeft)),
      tagged('earlier_rounds', rounds),
      tagged('earlier_summary', summary.join('\n')),
      tagged('recent_turns', input.recentTurns.map((t) => line(t, fresh.has(t.seq))).join('\n')),
      tagged('asked_questions', asked.join('\n')),
      tagged(
        'scorecard_sections',
        input.sections
          .map((s) => {
            const title = `${s.id}: ${s.parentTitle ? `${s.parentTitle} › ` : ''}${s.title}`;
            return s.guidance.trim() ? `${title} — ${quote(s.guidance, GUIDANCE_CHARS)}` : title;
          })
          .join('\n'),
      ),
    );
  let prompt = build();
  while (SYSTEM.length + prompt.length > PROMPT_CHARS && summary.length + asked.length > 0) {
    if (summary.length >= asked.length) summary.shift();
    else asked.shift();
    prompt = build();
  }
  // The earlier rounds only when they fit in what is left of the budget.
  if (rounds && SYSTEM.length + prompt.length > PROMPT_CHARS) {
    rounds = '';
    prompt = build();
  }
  return { system: SYSTEM, prompt };
}

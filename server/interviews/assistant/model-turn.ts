import { z } from 'zod';
import { generateStructured } from '#server/assistant/llm.client.ts';
import type { ChatModel, ModelEntry } from '#server/assistant/model-registry.ts';
import {
  FAIRNESS_RULE,
  joinParts,
  styleExamplesBlock,
  TAGGED_TEXT_RULE,
  tagged,
} from '#server/assistant/prompts/shared.ts';
import { quote } from './candidate-statements.ts';
import type { LiveTurnInput, LiveTurnResult, Turn } from './live-turn.ts';

/** What a configured model returns for one pass; validated (and retried once) by the provider layer. */
export const LiveTurnAnswer = z.object({
  suggestions: z
    .array(
      z.object({
        type: z.enum(['question', 'follow_up_question', 'clarification', 'hint']),
        content: z.string().describe('One short question or hint for the interviewer'),
      }),
    )
    .describe('At most 3, for the current agenda item'),
  notes: z.array(z.string()).describe('Short notes of what the candidate said in the new turns that matters'),
  sections: z
    .array(z.object({ id: z.string(), content: z.string() }))
    .describe('Only for sections with new evidence: one short assessment quoting the candidate'),
});
type LiveTurnAnswer = z.infer<typeof LiveTurnAnswer>;

const SYSTEM = [
  'You assist an interviewer during a live interview. Each call brings the turns since your last call, the last few turns, and a summary of earlier ones.',
  'Suggestions: at most 3 short questions for the current agenda item — follow-ups on what the candidate just said, a clarification of a vague answer, or a new question. Never repeat an asked question.',
  'Notes: short factual notes of what the candidate said in the new turns that matters for the scorecard. None when nothing new matters.',
  "Sections: for scorecard sections with new evidence in the new turns only, one short assessment with a short quote of the candidate as evidence; it is added to the section's draft. Omit the others.",
  TAGGED_TEXT_RULE,
  FAIRNESS_RULE,
].join('\n');

/**
 * Asked or proposed questions the prompt lists; every earlier one is still filtered out of the
 * answer (assistant-pass.ts), so older ones would only cost tokens on every pass.
 */
const ASKED_IN_PROMPT = 10;

/** The longest draft the model's entries build up; the oldest entries go first. */
const DRAFT_MAX = 1_200;

/**
 * A section's draft with the model's new entry added. The model sees section titles only, not
 * the drafts (they would be resent on every pass), so it adds evidence instead of rewriting.
 */
export function appendToDraft(draft: string, entry: string): string {
  const lines = draft
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const added = entry.trim();
  if (added && !lines.includes(added)) lines.push(added);
  while (lines.length > 1 && lines.join('\n').length > DRAFT_MAX) lines.shift();
  return lines.join('\n');
}

/** Earlier turns of the window were sent whole when they were new; later passes get their start. */
const CONTEXT_TURN_CHARS = 240;

const line = (t: Turn, isNew: boolean) =>
  `[${t.seq}] ${t.speaker === 'interviewer' ? 'Interviewer' : 'Candidate'}${isNew ? ' (new)' : ''}: ${isNew ? t.text : quote(t.text, CONTEXT_TURN_CHARS)}`;

/** The prompt of one pass: bounded by the window, the summary and the lists, not by the interview's length. */
export function liveTurnPrompt(input: LiveTurnInput): { system: string; prompt: string } {
  const fresh = new Set(input.newTurns.map((t) => t.seq));
  const item = input.agendaItem;
  // The interviewer's questions in the recent turns are already in the prompt once.
  const inWindow = new Set(input.recentTurns.map((t) => t.text));
  const asked = input.askedQuestions.filter((q) => !inWindow.has(q)).slice(-ASKED_IN_PROMPT);
  return {
    system: joinParts(SYSTEM, styleExamplesBlock(input.styleExamples)),
    prompt: joinParts(
      tagged('interview_type', input.interviewType),
      item && tagged('agenda_item', [item.title, item.description].filter(Boolean).join('\n')),
      tagged('earlier_summary', input.summary.join('\n')),
      tagged('recent_turns', input.recentTurns.map((t) => line(t, fresh.has(t.seq))).join('\n')),
      tagged('asked_questions', asked.join('\n')),
      tagged(
        'scorecard_sections',
        input.sections
          .map((s) => `${s.id}: ${s.parentTitle ? `${s.parentTitle} › ` : ''}${s.title}`)
          .join('\n'),
      ),
    ),
  };
}

type Model = { model: ChatModel; entry: ModelEntry; timeoutMs: number };

/** One pass with a configured model through the provider layer's structured generation. */
export async function modelTurn(
  { model, entry, timeoutMs }: Model,
  input: LiveTurnInput,
): Promise<LiveTurnResult> {
  const answer: LiveTurnAnswer = await generateStructured({
    model,
    modelId: entry.id,
    mode: entry.structuredOutput,
    name: 'live_interview_turn',
    description: 'Suggestions, notes and scorecard drafts for the live interview',
    schema: LiveTurnAnswer,
    ...liveTurnPrompt(input),
    timeoutMs,
  });
  const drafts = new Map(input.sections.map((s) => [s.id, s.content]));
  return {
    suggestions: answer.suggestions
      .map((s) => ({ ...s, content: s.content.trim(), tags: [] }))
      .filter((s) => s.content),
    notes: answer.notes.map((content) => ({ content: content.trim(), tags: [] })).filter((n) => n.content),
    sections: answer.sections.flatMap(({ id, content }) => {
      const draft = drafts.get(id);
      return draft !== undefined && content.trim() ? [{ id, content: appendToDraft(draft, content) }] : [];
    }),
  };
}

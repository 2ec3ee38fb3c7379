import { touchesProtectedTopic } from '#server/assistant/guard/touches-topic.ts';
import { generateStructured } from '#server/assistant/llm.client.ts';
import type { ChatModel, ModelEntry } from '#server/assistant/model-registry.ts';
import { LiveTurnAnswer, liveTurnPrompt } from './live-prompt.ts';
import type { LiveTurnInput, LiveTurnResult } from './live-turn.ts';
import { quotedDrafts } from './model-evidence.ts';

/**
 * A live pass must help within the turn or not at all: a short answer (one card, a few notes and
 * drafts), a short wait, and a steady choice of words.
 */
/** Cards that ask the candidate to say more about their last reply. */
const PRESSING = new Set(['follow_up_question', 'clarification']);

export const LIVE_OUTPUT_TOKENS = 400;
export const LIVE_TIMEOUT_MS = 8_000;
export const LIVE_TEMPERATURE = 0.2;

type Model = { model: ChatModel; entry: ModelEntry; timeoutMs: number };

/** One pass with a configured model through the provider layer's structured generation. */
export async function modelTurn(
  { model, entry, timeoutMs }: Model,
  input: LiveTurnInput,
): Promise<LiveTurnResult> {
  const answer = await generateStructured({
    model,
    modelId: entry.id,
    mode: entry.structuredOutput,
    name: 'live_interview_turn',
    description: 'Suggestions, notes and scorecard drafts for the live interview',
    schema: LiveTurnAnswer,
    ...liveTurnPrompt(input),
    timeoutMs: Math.min(timeoutMs, LIVE_TIMEOUT_MS),
    maxOutputTokens: LIVE_OUTPUT_TOKENS,
    temperature: LIVE_TEMPERATURE,
  });
  const asked = new Set(input.newTurns.filter((t) => t.speaker === 'interviewer').map((t) => t.seq));
  // A card answers one of the new turns; one about an older turn comes too late to help.
  const fresh = new Set(input.newTurns.map((t) => t.seq));
  // After a question on a protected topic, flagged or not, nothing presses the candidate on the reply.
  const question = input.newTurns.findLast((t) => t.speaker === 'interviewer');
  const protectedAsked =
    answer.compliance.some((c) => c.turn === question?.seq) ||
    (question !== undefined && touchesProtectedTopic(question.text));
  return {
    suggestions: answer.suggestions
      .filter((s) => fresh.has(s.turn))
      .filter((s) => !(protectedAsked && PRESSING.has(s.type)))
      .map(({ type, content }) => ({ type, content: content.trim(), tags: [] }))
      .filter((s) => s.content),
    notes: answer.notes.map((content) => ({ content: content.trim(), tags: [] })).filter((n) => n.content),
    sections: quotedDrafts(answer.sections, input),
    compliance: answer.compliance.flatMap(({ turn, category, rewording }) =>
      asked.has(turn) ? [{ seq: turn, category, rewording: rewording.trim() }] : [],
    ),
  };
}

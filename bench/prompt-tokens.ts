/**
 * Prompt sizes for the token benchmark. Tokens are estimated as ceil(characters / 4), OpenAI's
 * rule of thumb for English text; the same counter measures the assistant's prompts and the naive
 * baseline, so their ratio does not depend on the tokenizer much.
 */
import type { RecordedPrompt } from './fake-live-model.ts';

export const approxTokens = (text: string) => Math.ceil(text.length / 4);

/** What the model reads per call: the messages, plus the answer's JSON schema (billed by OpenAI too). */
export const promptTokens = (p: RecordedPrompt) =>
  approxTokens(p.system) + approxTokens(p.user) + approxTokens(p.schema);

export type TranscriptTurn = { seq: number; speaker: 'interviewer' | 'candidate'; text: string };

const block = (tag: string) => new RegExp(`<${tag}>\\n([\\s\\S]*?)\\n</${tag}>`);

/** The tagged blocks of a pass's prompt with their sizes in tokens (plus system and schema). */
export function breakdown(p: RecordedPrompt): Record<string, number> {
  const parts: Record<string, number> = { system: approxTokens(p.system), schema: approxTokens(p.schema) };
  for (const [, tag, body] of p.user.matchAll(/<(\w+)>\n([\s\S]*?)\n<\/\1>/g))
    if (tag && body !== undefined) parts[tag] = (parts[tag] ?? 0) + approxTokens(body);
  return parts;
}

/** The transcript up to the newest turn a pass saw, in the assistant's own line format. */
function transcriptThrough(p: RecordedPrompt, transcript: TranscriptTurn[]): string {
  const recent = p.user.match(block('recent_turns'))?.[1] ?? '';
  const newest = Math.max(0, ...[...recent.matchAll(/^\[(\d+)\]/gm)].map((m) => Number(m[1])));
  const lines = transcript
    .filter((t) => t.seq <= newest)
    .map((t) => `[${t.seq}] ${t.speaker === 'interviewer' ? 'Interviewer' : 'Candidate'}: ${t.text}`);
  return `<transcript>\n${lines.join('\n')}\n</transcript>`;
}

/** The same pass done naively: summary and recent turns replaced by the whole transcript so far. */
export function naivePrompt(p: RecordedPrompt, transcript: TranscriptTurn[]): RecordedPrompt {
  const user = p.user
    .replace(block('earlier_summary'), '')
    .replace(block('recent_turns'), transcriptThrough(p, transcript));
  return { ...p, user };
}

/** The leanest naive call: the same instructions and schema, and the whole transcript only. */
export function transcriptOnlyPrompt(p: RecordedPrompt, transcript: TranscriptTurn[]): RecordedPrompt {
  return { ...p, user: transcriptThrough(p, transcript) };
}

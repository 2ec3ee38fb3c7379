import { z } from 'zod';
import { ErrorCode } from './errors.ts';

/** The built-in engine: no network, deterministic; always available. */
export const OFFLINE_MODEL_ID = 'offline';

/**
 * Shown beside every offline draft (a label around the text, never inside it), so nobody mistakes
 * it for a model's work. Older saved texts may still start with it.
 */
export const OFFLINE_NOTICE = 'Drafted by the offline assistant (no AI model) — review before use.';

export const AiProvider = z.enum(['offline', 'openai', 'anthropic', 'openai-compatible']);
export type AiProvider = z.infer<typeof AiProvider>;

export const AiModel = z.object({ id: z.string(), label: z.string(), provider: AiProvider });
export type AiModel = z.infer<typeof AiModel>;

export const AiModelList = z.object({ models: z.array(AiModel), defaultModel: z.string() });
export type AiModelList = z.infer<typeof AiModelList>;

/** Interview types with their own question bank and scorecard sections; free text is matched to them. */
export const INTERVIEW_TYPES = [
  'Recruiter screen',
  'Coding screen',
  'Coding onsite',
  'Values',
  'System design',
] as const;

export const ASSISTANT_LIMITS = {
  prompt: 4_000,
  jobDescription: 20_000,
  scorecardRef: 20_000,
  interviewType: 100,
  styleExamples: 5,
  styleExample: 4_000,
  /** Agenda length in minutes the assistant accepts (the setup forms narrow it to 15+). */
  agendaMinutes: { min: 5, max: 480 },
} as const;

export const DEFAULT_AGENDA_ITEM_MINUTES = 15;

const text = (max: number) => z.string().max(max, `Must be at most ${max} characters`).optional();

/** A sample feedback, given to decisions as an example of how this user writes; chosen by category and tags. */
export const StyleExample = z.object({
  title: z.string().max(200),
  content: z.string().max(ASSISTANT_LIMITS.styleExample),
  category: z.string().optional(),
  tags: z.array(z.string()).optional(),
});
export type StyleExample = z.infer<typeof StyleExample>;

export const GenerateScorecardInput = z.object({
  generationPrompt: text(ASSISTANT_LIMITS.prompt),
  jobDescription: text(ASSISTANT_LIMITS.jobDescription),
  existingScorecardRef: text(ASSISTANT_LIMITS.scorecardRef),
  interviewType: text(ASSISTANT_LIMITS.interviewType),
});
export type GenerateScorecardInput = z.infer<typeof GenerateScorecardInput>;

export const ScorecardSection = z.object({ title: z.string(), criteria: z.array(z.string()) });
export type ScorecardSection = z.infer<typeof ScorecardSection>;

export const ScorecardDraft = z.object({
  title: z.string().optional(),
  /** Sections and criteria as editable text: a section title line, then `- criterion` lines. */
  content: z.string(),
  sections: z.array(ScorecardSection),
  /** The model that wrote it (`offline` for the built-in engine). */
  model: z.string(),
  /** Shown with the draft, e.g. that the offline assistant wrote it. */
  notice: z.string().optional(),
});
export type ScorecardDraft = z.infer<typeof ScorecardDraft>;

const minutes = z
  .number()
  .int()
  .min(ASSISTANT_LIMITS.agendaMinutes.min)
  .max(ASSISTANT_LIMITS.agendaMinutes.max);

export const GenerateAgendaInput = z.object({
  generationPrompt: text(ASSISTANT_LIMITS.prompt),
  jobDescription: text(ASSISTANT_LIMITS.jobDescription),
  existingScorecardRef: text(ASSISTANT_LIMITS.scorecardRef),
  /** The selected scorecard's content, resolved by the caller from `selectedScorecardId`. */
  scorecardContent: text(ASSISTANT_LIMITS.scorecardRef),
  timeRangeMin: minutes,
  timeRangeMax: minutes,
  interviewType: text(ASSISTANT_LIMITS.interviewType),
});
export type GenerateAgendaInput = z.infer<typeof GenerateAgendaInput>;

export const AgendaItemDraft = z.object({
  title: z.string(),
  /** Minutes. */
  duration: z.number().int().min(1),
  description: z.string().optional(),
});
export type AgendaItemDraft = z.infer<typeof AgendaItemDraft>;

export const AgendaDraft = z.object({
  /** The stored agenda content: JSON array of `{ title, duration, description? }`. */
  content: z.string(),
  items: z.array(AgendaItemDraft),
  totalMinutes: z.number().int(),
  model: z.string(),
  notice: z.string().optional(),
});
export type AgendaDraft = z.infer<typeof AgendaDraft>;

export const SuggestionType = z.enum(['question', 'hint', 'clarification', 'follow_up_question']);
export type SuggestionType = z.infer<typeof SuggestionType>;

/** One line of an `application/x-ndjson` generation stream. */
export const GenerationStreamLine = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), text: z.string() }),
  z.object({ type: z.literal('result'), data: z.unknown() }),
  z.object({ type: z.literal('error'), error: z.object({ code: ErrorCode, message: z.string() }) }),
]);
export type GenerationStreamLine = z.infer<typeof GenerationStreamLine>;

/**
 * The stored agenda content: a JSON array of `{ title, duration, description? }` (spec 000 §3),
 * the description kept when there is one so what to ask survives into the saved agenda.
 */
export function formatAgendaContent(items: AgendaItemDraft[]): string {
  const plain = items.map(({ title, duration, description }) => ({
    title,
    duration,
    ...(description ? { description } : {}),
  }));
  return JSON.stringify(plain, null, 2);
}

const BULLET = /^\s*(?:[-*•·–]|\d+[.)]|\(\d+\))\s+/;
const UNIT = String.raw`(?:m|mins?|minutes?|h|hrs?|hours?)\b\.?`;
const AMOUNT = String.raw`(\d+(?:\.\d+)?)(?:\s*[-–]\s*(\d+(?:\.\d+)?))?\s*(${UNIT})`;
const IN_BRACKETS = new RegExp(String.raw`\s*[([]\s*${AMOUNT}\s*[)\]]`, 'i');
const TRAILING = new RegExp(String.raw`\s*(?:[-–—:,|]\s*)?${AMOUNT}\s*$`, 'i');
const LEADING = new RegExp(String.raw`^${AMOUNT}\s*(?:[-–—:|]\s*)?`, 'i');

/**
 * Reads agenda content as stored or typed: a JSON array of `{ title, duration }`, or one item per
 * line (`- Intro (10 min)`, `Coding — 25 minutes`, `10 min: Wrap-up`). Missing durations are 15.
 */
export function parseAgendaContent(content: string): AgendaItemDraft[] {
  const trimmed = content.trim();
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed)) return parsed.flatMap(fromJsonItem);
    } catch {
      // Not JSON after all: read it as lines.
    }
  }
  return trimmed.split(/\r?\n/).flatMap(fromTextLine);
}

function fromJsonItem(item: unknown): AgendaItemDraft[] {
  if (typeof item === 'string') return fromTextLine(item);
  if (typeof item !== 'object' || item === null) return [];
  const record = item as Record<string, unknown>;
  const title = typeof record.title === 'string' ? record.title.trim() : '';
  if (!title) return [];
  const duration = readDuration(record.duration ?? record.estimatedDuration);
  const description = typeof record.description === 'string' ? record.description.trim() : '';
  return [{ title, duration, ...(description ? { description } : {}) }];
}

function readDuration(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return Math.max(1, Math.round(value));
  if (typeof value === 'string') {
    const match = new RegExp(AMOUNT, 'i').exec(value) ?? /^\s*(\d+(?:\.\d+)?)\s*$/.exec(value);
    if (match) return toMinutes(match[1], match[2], match[3]);
  }
  return DEFAULT_AGENDA_ITEM_MINUTES;
}

function fromTextLine(line: string): AgendaItemDraft[] {
  let title = line
    .replace(BULLET, '')
    .replace(/^#+\s*/, '')
    .trim();
  if (!title || /^total\b/i.test(title)) return [];
  let duration = DEFAULT_AGENDA_ITEM_MINUTES;
  for (const pattern of [IN_BRACKETS, TRAILING, LEADING]) {
    const match = pattern.exec(title);
    if (!match) continue;
    duration = toMinutes(match[1], match[2], match[3]);
    title = (title.slice(0, match.index) + title.slice(match.index + match[0].length)).trim();
    break;
  }
  title = title.replace(/^[-–—:|,\s]+|[-–—:|,\s]+$/g, '');
  return title ? [{ title, duration }] : [];
}

function toMinutes(first: string | undefined, second: string | undefined, unit: string | undefined) {
  const low = Number(first);
  const amount = second === undefined ? low : (low + Number(second)) / 2;
  const perUnit = unit && /^h/i.test(unit) ? 60 : 1;
  const value = Math.round(amount * perUnit);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_AGENDA_ITEM_MINUTES;
}

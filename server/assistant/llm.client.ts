/**
 * The one place that talks to language models (AI SDK `streamText`), and the one place their
 * answers are parsed: JSON, then the task's zod schema. Chat completions:
 * https://platform.openai.com/docs/api-reference/chat, Messages: https://docs.anthropic.com/en/api/messages
 */
import {
  asSchema,
  type JSONSchema7,
  type LanguageModelMiddleware,
  parsePartialJson,
  streamText,
  wrapLanguageModel,
} from 'ai';
import { z } from 'zod';
import { aiInvalidOutput, aiTimeout, toAiError } from './ai-errors.ts';
import type { ChatModel, StructuredOutputMode } from './model-registry.ts';

/** Enough for any draft; bounds the cost of a runaway answer. */
const MAX_OUTPUT_TOKENS = 4_000;

/** Re-parsing the partial JSON on every token costs CPU for nobody; 20 previews a second is plenty. */
const PARTIAL_INTERVAL_MS = 50;

export type StructuredCall<T> = {
  model: ChatModel;
  modelId: string;
  mode: StructuredOutputMode;
  name: string;
  description: string;
  schema: z.ZodType<T>;
  system: string;
  prompt: string;
  /** Per attempt. */
  timeoutMs: number;
  /** The answer's budget; MAX_OUTPUT_TOKENS when absent. A live pass keeps it small. */
  maxOutputTokens?: number;
  /** Sampling temperature; the provider's default when absent. */
  temperature?: number;
  signal?: AbortSignal;
  /** The answer so far, parsed as far as it goes; unvalidated. */
  onPartial?: (partial: unknown) => void;
};

type Parsed<T> = { ok: true; value: T } | { ok: false; issue: string; error: unknown };

/** Asks for a JSON object matching `schema`. An unusable answer is asked for once more, then fails. */
export async function generateStructured<T>(call: StructuredCall<T>): Promise<T> {
  const first = parseAnswer(await streamAnswer(call, call.prompt), call.schema);
  if (first.ok) return first.value;
  const retry = `${call.prompt}\n\nYour previous answer could not be used: ${first.issue}\nAnswer again with one JSON object that follows the schema exactly.`;
  const second = parseAnswer(await streamAnswer(call, retry), call.schema);
  if (second.ok) return second.value;
  throw aiInvalidOutput(second.error);
}

async function streamAnswer<T>(call: StructuredCall<T>, prompt: string): Promise<string> {
  const timeout = AbortSignal.timeout(call.timeoutMs);
  const result = streamText({
    model: wrapLanguageModel({ model: call.model, middleware: await jsonResponse(call) }),
    system:
      call.mode === 'json-object'
        ? `${call.system}\n\n${await schemaInstructions(call.schema)}`
        : call.system,
    prompt,
    maxOutputTokens: call.maxOutputTokens ?? MAX_OUTPUT_TOKENS,
    ...(call.temperature === undefined ? {} : { temperature: call.temperature }),
    // One attempt per call: retrying a 429 or 5xx here would hold the request for seconds.
    maxRetries: 0,
    abortSignal: call.signal ? AbortSignal.any([timeout, call.signal]) : timeout,
    // Errors arrive as stream parts below; the default handler would only print them.
    onError: () => {},
  });
  let text = '';
  let reportedAt = 0;
  let unreported = false;
  try {
    for await (const part of result.fullStream) {
      if (part.type === 'error') throw part.error;
      if (part.type !== 'text-delta') continue;
      text += part.text;
      unreported = true;
      if (call.onPartial && performance.now() - reportedAt >= PARTIAL_INTERVAL_MS) {
        await reportPartial(text, call.onPartial);
        reportedAt = performance.now();
        unreported = false;
      }
    }
  } catch (error) {
    throw failure(error, call, timeout);
  }
  if (timeout.aborted || call.signal?.aborted) throw failure(undefined, call, timeout);
  if (call.onPartial && unreported) await reportPartial(text, call.onPartial);
  return text;
}

/**
 * Asks the provider for JSON (a schema, or JSON mode) as `Output.object` would, but without
 * `output`: that makes the SDK re-parse the whole partial JSON on every token, while we parse
 * once per PARTIAL_INTERVAL_MS and validate the final text ourselves.
 */
async function jsonResponse(call: StructuredCall<unknown>): Promise<LanguageModelMiddleware> {
  const { name, description } = call;
  const responseFormat =
    call.mode === 'json-schema'
      ? { type: 'json' as const, schema: await jsonSchemaOf(call.schema), name, description }
      : { type: 'json' as const };
  return {
    specificationVersion: 'v3',
    transformParams: async ({ params }) => ({ ...params, responseFormat }),
  };
}

/** Converting a zod schema takes a few tenths of a millisecond; every call of a task sends the same one. */
const jsonSchemas = new WeakMap<z.ZodType, JSONSchema7>();

async function jsonSchemaOf(schema: z.ZodType): Promise<JSONSchema7> {
  const known = jsonSchemas.get(schema);
  if (known) return known;
  const converted = await asSchema(schema).jsonSchema;
  jsonSchemas.set(schema, converted);
  return converted;
}

function failure(error: unknown, call: StructuredCall<unknown>, timeout: AbortSignal): unknown {
  if (timeout.aborted) return aiTimeout();
  if (call.signal?.aborted) return call.signal.reason;
  return toAiError(error, call.modelId);
}

async function reportPartial(text: string, onPartial: (partial: unknown) => void) {
  const { value, state } = await parsePartialJson(stripFences(text));
  if (state === 'successful-parse' || state === 'repaired-parse') onPartial(value);
}

/** Parses the final text: JSON (tolerating a code fence around it), then the schema. */
export function parseAnswer<T>(text: string, schema: z.ZodType<T>): Parsed<T> {
  let value: unknown;
  try {
    value = JSON.parse(stripFences(text));
  } catch (error) {
    return { ok: false, issue: 'the answer was not valid JSON.', error };
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, issue: z.prettifyError(parsed.error).slice(0, 1_000), error: parsed.error };
}

function stripFences(text: string): string {
  const trimmed = text.trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*(?:```)?$/.exec(trimmed);
  return fenced?.[1] ?? trimmed;
}

/** For JSON mode (models without JSON-schema support): the schema goes in the prompt. */
async function schemaInstructions(schema: z.ZodType): Promise<string> {
  const jsonSchema = JSON.stringify(await jsonSchemaOf(schema));
  return `Answer with JSON only: one object, no prose, no code fences, matching this JSON Schema:\n${jsonSchema}`;
}

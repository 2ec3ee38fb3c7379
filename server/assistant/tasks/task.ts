import type { z } from 'zod';

/**
 * One generation task: how to ask a model for it, how to check and finish the answer, and how the
 * offline engine does it. The service runs every task the same way.
 */
export type StructuredTask<Input, Answer, Result> = {
  /** Names the JSON schema sent to the provider. */
  name: string;
  description: string;
  /** What the model must return; validated before anything else sees it. */
  schema: z.ZodType<Answer>;
  /** Rules across fields, checked before any model is called (throws AppError 400). */
  check(input: Input): void;
  prompt(input: Input): { system: string; prompt: string };
  /** Readable text of a partial answer, for progress while the model writes. */
  preview(partial: unknown): string;
  finish(answer: Answer, input: Input): Result;
  offline(input: Input): Result;
};

/** Reads a field of a partial (unvalidated) answer. */
export function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

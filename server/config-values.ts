import { z } from 'zod';

/** An environment value: trimmed, and unset when empty. */
export const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

export function invalid(issue: string): never {
  throw new Error(`Invalid configuration: ${issue}`);
}

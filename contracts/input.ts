import { z } from 'zod';

/**
 * The rule every input obeys before its own contract is applied: a request's body, query and
 * path values and a socket's frames (docs/decisions/026-input-rules.md). PostgreSQL cannot store
 * U+0000 in text or JSON; a lone UTF-16 surrogate is not Unicode and becomes U+FFFD or an error
 * on the way out; and zod's recursive contracts (agenda `subtasks`, Quick Create `children`)
 * recurse once per level, so nesting is bounded before any of them runs.
 */

/** Objects and arrays inside one another: a request with more levels is refused whole. */
export const INPUT_DEPTH_MAX = 32;

export const UNSAFE_TEXT_MESSAGE = 'Text cannot contain the NUL character (U+0000) or invalid Unicode';
export const TOO_DEEP_MESSAGE = `The input nests deeper than ${INPUT_DEPTH_MAX} levels`;

/** A surrogate without its pair. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isSafeText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

export type InputProblem = { path: (string | number)[]; message: string };

type Pending = { value: unknown; depth: number; parent: Pending | undefined; key: string | number };

const pathOf = (node: Pending): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let at: Pending | undefined = node; at?.parent; at = at.parent) path.unshift(at.key);
  return path;
};

/**
 * The first place in `value` (parsed JSON, a query or path parameters) that breaks the rule:
 * unsafe text in a string or an object key, or nesting past INPUT_DEPTH_MAX. Walks with a list,
 * never recursion, so no input can exhaust the stack here either.
 */
export function inputProblem(value: unknown): InputProblem | undefined {
  const pending: Pending[] = [{ value, depth: 0, parent: undefined, key: '' }];
  for (let node = pending.pop(); node; node = pending.pop()) {
    const { value: current, depth } = node;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return { path: pathOf(node), message: UNSAFE_TEXT_MESSAGE };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= INPUT_DEPTH_MAX) return { path: pathOf(node), message: TOO_DEEP_MESSAGE };
    const entries: [string | number, unknown][] = Array.isArray(current)
      ? [...current.entries()]
      : Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string | number, unknown];
      if (typeof key === 'string' && !isSafeText(key)) {
        return { path: [...pathOf(node), key], message: UNSAFE_TEXT_MESSAGE };
      }
      pending.push({ value: child, depth: depth + 1, parent: node, key });
    }
  }
  return undefined;
}

/**
 * Checks `data` against the input rule, then parses it with `schema`: the one way every
 * request part and socket frame is read. A broken rule fails as a zod error at its path.
 */
export function parseInput<T extends z.ZodType>(schema: T, data: unknown): z.ZodSafeParseResult<z.output<T>> {
  const problem = inputProblem(data);
  if (!problem) return schema.safeParse(data);
  const issue = { code: 'custom' as const, path: problem.path, message: problem.message, input: undefined };
  return { success: false, error: new z.ZodError([issue]) as z.ZodError<z.output<T>> };
}

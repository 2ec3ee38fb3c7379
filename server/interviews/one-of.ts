/**
 * Text columns hold values only our services write; this narrows one to a contract's union,
 * with a fallback for anything else.
 */
export const oneOf =
  <T extends string>(allowed: readonly T[], fallback: T) =>
  (value: string | null): T =>
    allowed.includes(value as T) ? (value as T) : fallback;

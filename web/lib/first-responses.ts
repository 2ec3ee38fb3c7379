import { zoneHeader } from './request-headers.ts';

/**
 * Responses to a screen's first reads, asked for as the page loads (web/main.tsx), while the
 * app's script is still being fetched and compiled. `apiRequest` takes each one once instead of
 * asking again: a first visit then waits for its data and its script side by side, not one after
 * the other. docs/decisions/021-first-requests-with-the-page.md
 */

/** An early response serves only the first render: later reads ask afresh. */
export const FIRST_RESPONSE_TTL_MS = 10_000;

type Asked = { at: number; response: Promise<Response | undefined> };
const asked = new Map<string, Asked>();

/** Sends a GET for each API path now, as `apiRequest` would send it. */
export function askFirst(paths: readonly string[], now = performance.now()): void {
  for (const path of paths) {
    if (asked.has(path)) continue;
    const response = fetch(path, { credentials: 'include', headers: zoneHeader(path) }).catch(
      () => undefined,
    );
    asked.set(path, { at: now, response });
  }
}

/**
 * The successful response asked for `path` less than `FIRST_RESPONSE_TTL_MS` ago, once. It
 * resolves to undefined when that failed: the caller then asks again and reads its own answer.
 * Nothing at all, at once, when nothing was asked: the caller's request leaves without delay.
 */
export function takeFirst(path: string, now = performance.now()): Promise<Response | undefined> | undefined {
  const entry = asked.get(path);
  if (!entry) return undefined;
  asked.delete(path);
  if (now - entry.at >= FIRST_RESPONSE_TTL_MS) return undefined;
  return entry.response.then((response) => (response?.ok ? response : undefined));
}

/** Drops what was asked early and not yet taken: after a write it may be out of date. */
export function forgetFirst(): void {
  asked.clear();
}

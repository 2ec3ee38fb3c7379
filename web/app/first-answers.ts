import type { ReadAnswers } from '#contracts/first-screen.ts';
import { FIRST_RESPONSE_TTL_MS, type FirstResponses, firstResponses } from '#web/lib/first-responses.ts';
import { zoneHeader } from '#web/lib/request-headers.ts';

/**
 * The answers to a screen's first reads before the app asks for them, which `apiRequest` then
 * takes (web/lib/first-responses.ts): asked as the page loads (web/main.tsx), while the app's
 * script is still being fetched and compiled, so that a first visit waits for its data and its
 * script side by side, not one after the other (docs/decisions/021-first-requests-with-the-page.md);
 * or carried by a page the server rendered, so that the app renders from the very answers the
 * server rendered from (docs/decisions/024-first-screen-on-the-server.md).
 */

/**
 * Early responses made of answers already read: a page's embedded ones, or the server's. They do
 * not go stale before the render they serve: a server-rendered screen is taken over from the very
 * data it was rendered from, however long the app's script took to arrive.
 */
export function answeredResponses(answers: ReadAnswers, into: FirstResponses = new Map()): FirstResponses {
  for (const [path, { status, body }] of Object.entries(answers)) {
    const response = new Response(body, { status, headers: { 'content-type': 'application/json' } });
    into.set(path, { until: Number.POSITIVE_INFINITY, response: Promise.resolve(response) });
  }
  return into;
}

/** Keeps the answers a server-rendered page carries, to be taken as if asked early. */
export function provideFirst(answers: ReadAnswers): void {
  answeredResponses(answers, firstResponses());
}

/** Sends a GET for each API path now, as `apiRequest` would send it; not those already answered. */
export function askFirst(paths: readonly string[], now = performance.now()): void {
  const asked = firstResponses();
  for (const path of paths) {
    if (asked.has(path)) continue;
    const response = fetch(path, { credentials: 'include', headers: zoneHeader(path) }).catch(
      () => undefined,
    );
    asked.set(path, { until: now + FIRST_RESPONSE_TTL_MS, response });
  }
}

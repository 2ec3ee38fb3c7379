import { zoneHeader } from './request-headers.ts';

/**
 * Responses to a screen's first reads, asked for as the page loads (web/main.tsx), while the
 * app's script is still being fetched and compiled. `apiRequest` takes each one once instead of
 * asking again: a first visit then waits for its data and its script side by side, not one after
 * the other. docs/decisions/021-first-requests-with-the-page.md
 *
 * A page the server rendered carries those responses with it (`provideFirst`): the app then
 * renders from the very answers the server rendered from. docs/decisions/024-first-screen-on-the-server.md
 */

/** An early response serves only the first render: later reads ask afresh. */
export const FIRST_RESPONSE_TTL_MS = 10_000;

/** `until`: when it stops being given (`performance.now()` time). */
type Asked = { until: number; response: Promise<Response | undefined> };
/** Early responses by API path. */
export type FirstResponses = Map<string, Asked>;
/** An answer as the server read it for the page: its status and its JSON body. */
export type ReadAnswer = { status: number; body: string };

/** The element of a server-rendered page that holds its answers, as JSON by API path. */
export const EMBEDDED_ANSWERS_ID = 'first-answers';

const pageResponses: FirstResponses = new Map();
let current: () => FirstResponses = () => pageResponses;

/**
 * Where `apiRequest` looks for early responses. The page keeps one set; the server renders several
 * screens at once, each from its own reads, and says which set belongs to the render under way.
 * Returns what puts the previous place back.
 */
export function keepFirstResponses(find: () => FirstResponses): () => void {
  const previous = current;
  current = find;
  return () => {
    current = previous;
  };
}

/**
 * Early responses made of answers already read: a page's embedded ones, or the server's. They do
 * not go stale before the render they serve: a server-rendered screen is taken over from the very
 * data it was rendered from, however long the app's script took to arrive.
 */
export function answeredResponses(
  answers: Readonly<Record<string, ReadAnswer>>,
  into: FirstResponses = new Map(),
): FirstResponses {
  for (const [path, { status, body }] of Object.entries(answers)) {
    const response = new Response(body, { status, headers: { 'content-type': 'application/json' } });
    into.set(path, { until: Number.POSITIVE_INFINITY, response: Promise.resolve(response) });
  }
  return into;
}

/** Keeps the answers a server-rendered page carries, to be taken as if asked early. */
export function provideFirst(answers: Readonly<Record<string, ReadAnswer>>): void {
  answeredResponses(answers, pageResponses);
}

/** Sends a GET for each API path now, as `apiRequest` would send it; not those already answered. */
export function askFirst(paths: readonly string[], now = performance.now()): void {
  const asked = current();
  for (const path of paths) {
    if (asked.has(path)) continue;
    const response = fetch(path, { credentials: 'include', headers: zoneHeader(path) }).catch(
      () => undefined,
    );
    asked.set(path, { until: now + FIRST_RESPONSE_TTL_MS, response });
  }
}

/**
 * The successful response asked for `path` less than `FIRST_RESPONSE_TTL_MS` ago, or carried by
 * the page, once. It resolves to undefined when that failed: the caller then asks again and reads
 * its own answer.
 * Nothing at all, at once, when nothing was asked: the caller's request leaves without delay.
 */
export function takeFirst(path: string, now = performance.now()): Promise<Response | undefined> | undefined {
  const asked = current();
  const entry = asked.get(path);
  if (!entry) return undefined;
  asked.delete(path);
  if (now >= entry.until) return undefined;
  return entry.response.then((response) => (response?.ok ? response : undefined));
}

/** Drops what was asked early and not yet taken: after a write it may be out of date. */
export function forgetFirst(): void {
  current().clear();
}

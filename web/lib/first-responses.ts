/**
 * Responses to a screen's first reads that arrived before the app asked: `apiRequest` takes each
 * one once instead of asking again. Who fills them, and when, is the app's start
 * (web/app/first-answers.ts): docs/decisions/021-first-requests-with-the-page.md.
 */

/** An early response serves only the first render: later reads ask afresh. */
export const FIRST_RESPONSE_TTL_MS = 10_000;

/** `until`: when it stops being given (`performance.now()` time). */
export type FirstResponse = { until: number; response: Promise<Response | undefined> };
/** Early responses by API path. */
export type FirstResponses = Map<string, FirstResponse>;

const pageResponses: FirstResponses = new Map();
let current: () => FirstResponses = () => pageResponses;

/** The early responses of the page (or of the render under way, on the server), to be filled. */
export function firstResponses(): FirstResponses {
  return current();
}

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
 * The response asked for `path` less than `FIRST_RESPONSE_TTL_MS` ago, or carried by the page,
 * once. A failure is an answer too: reads are not retried (spec 001 §9), so a 400 or a 500 asked
 * early is the screen's answer. It resolves to undefined when the request never reached the server
 * or was refused as signed out (a 401 asked before signing in): the caller then asks itself.
 * Nothing at all, at once, when nothing was asked: the caller's request leaves without delay.
 */
export function takeFirst(path: string, now = performance.now()): Promise<Response | undefined> | undefined {
  const asked = current();
  const entry = asked.get(path);
  if (!entry) return undefined;
  asked.delete(path);
  if (now >= entry.until) return undefined;
  return entry.response.then((response) => (response && response.status !== 401 ? response : undefined));
}

/** Drops what was asked early and not yet taken: after a write it may be out of date. */
export function forgetFirst(): void {
  current().clear();
}

import { vi } from 'vitest';

/** One request as the stub saw it; `body` is the parsed JSON body, if any. */
export type StubRequest = { method: string; path: string; body: unknown; init: RequestInit | undefined };
export type StubHandler = (request: StubRequest) => Response | Promise<Response>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function apiError(status: number, code: string, message: string): Response {
  return json(status, { error: { code, message } });
}

/**
 * Replaces `fetch` with a table of `'METHOD /path'` handlers (the network boundary). Unknown
 * requests answer 404 in the server's error shape. Every request is recorded in `requests`.
 */
export function stubFetch(routes: Record<string, StubHandler>) {
  const requests: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request: StubRequest = { method, path, body, init };
    requests.push(request);
    const handler = routes[`${method} ${path}`];
    return handler ? handler(request) : apiError(404, 'not_found', `No stub for ${method} ${path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requests,
    /** Requests sent to one route, e.g. `sent('PUT /api/users/settings')`. */
    sent: (route: string) => requests.filter((r) => `${r.method} ${r.path}` === route),
  };
}

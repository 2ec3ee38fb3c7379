import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
};

/** What a fake answers to the next request. */
export type FakeAnswer =
  /** A successful answer whose text is `content`; JSON or SSE as the request asks. */
  | { content: string; delayMs?: number; chunkDelayMs?: number; chunkChars?: number }
  | { status: number; body: unknown; headers?: Record<string, string> }
  /** Never answers (timeouts). */
  | { hang: true };

/** Chooses the answer from the request; `undefined` leaves it to the fallback. */
export type Responder = (request: RecordedRequest) => FakeAnswer | undefined;

export type AnswerWriter = (
  res: ServerResponse,
  request: RecordedRequest,
  answer: { content: string; chunkDelayMs?: number; chunkChars?: number },
) => Promise<void> | void;

type FakeOptions = {
  path: string;
  /** Rejects the request (auth failure) when it returns an error body. */
  authorize: (request: RecordedRequest) => { status: number; body: unknown } | undefined;
  write: AnswerWriter;
  notFound: (path: string) => unknown;
};

/** A programmable HTTP peer on 127.0.0.1: answers are queued, every request is recorded. */
export async function startFakeHttp({ path, authorize, write, notFound }: FakeOptions) {
  const requests: RecordedRequest[] = [];
  const queue: FakeAnswer[] = [];
  let fallback: FakeAnswer = { content: '{}' };
  let responder: Responder | undefined;
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const request: RecordedRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
    };
    requests.push(request);
    if (request.method !== 'POST' || request.path !== path) return sendJson(res, 404, notFound(request.path));
    const denied = authorize(request);
    if (denied) return sendJson(res, denied.status, denied.body);
    const answer = queue.shift() ?? responder?.(request) ?? fallback;
    if ('hang' in answer) return;
    if ('status' in answer) return sendJson(res, answer.status, answer.body, answer.headers);
    await pause(answer.delayMs);
    await write(res, request, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** Base URL with `/v1`, as the SDKs and our config expect. */
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Queues answers for the next requests, in order. */
    answer: (...answers: FakeAnswer[]) => void queue.push(...answers),
    /** The answer once the queue is empty. */
    setFallback: (answer: FakeAnswer) => {
      fallback = answer;
    },
    /** Answers by looking at each request (after the queue, before the fallback). */
    setResponder: (respond: Responder | undefined) => {
      responder = respond;
    },
    reset: () => {
      requests.length = 0;
      queue.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export const pause = (ms: number | undefined) =>
  ms ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/** Splits text into the small pieces a model streams. */
export function pieces(text: string, size = 12): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out.length ? out : [''];
}

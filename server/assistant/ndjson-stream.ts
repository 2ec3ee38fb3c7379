import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GenerationStreamLine } from '#contracts/assistant.ts';
import { AppError } from '#server/lib/errors.ts';
import type { GenerationProgress } from './tasks/run-task.ts';

export const NDJSON = 'application/x-ndjson';

/** Progress lines carry the whole text so far; one per 100 ms keeps long answers cheap to send. */
const PROGRESS_INTERVAL_MS = 100;

export type StreamControls = { signal: AbortSignal; onProgress: (progress: GenerationProgress) => void };

/** True when the client asked for a progress stream (`Accept: application/x-ndjson`). */
export function wantsNdjson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes(NDJSON);
}

/**
 * Answers 200 `application/x-ndjson`: `{"type":"progress","text"}` lines (an empty one at once,
 * then while `run` reports progress), then one `{"type":"result","data"}` or `{"type":"error","error":{code,message}}`
 * line. Once the stream has started, errors travel in it. A client that goes away aborts `run`.
 */
export function streamNdjson<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (controls: StreamControls) => Promise<T>,
): FastifyReply {
  const out = new PassThrough();
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('The client closed the connection'));
  });
  const write = (line: GenerationStreamLine) => {
    if (!out.writableEnded) out.write(`${JSON.stringify(line)}\n`);
  };
  const progress = throttle((text) => write({ type: 'progress', text }), PROGRESS_INTERVAL_MS);
  // A first line at once: the headers go out and the client knows the generation has started.
  write({ type: 'progress', text: '' });
  run({ signal: controller.signal, onProgress: ({ text }) => progress.push(text) })
    .then((data) => write({ type: 'result', data }))
    .catch((error: unknown) => {
      if (!controller.signal.aborted) write({ type: 'error', error: publicError(error, request) });
    })
    .finally(() => {
      progress.cancel();
      out.end();
    });
  return reply
    .header('content-type', `${NDJSON}; charset=utf-8`)
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(out);
}

function publicError(error: unknown, request: FastifyRequest) {
  if (error instanceof AppError) {
    const cause = error.cause instanceof Error ? error.cause.message : undefined;
    request.log.warn({ code: error.code, status: error.status, cause }, error.message);
    return { code: error.code, message: error.message };
  }
  request.log.error({ err: error }, 'generation failed');
  return { code: 'internal' as const, message: `Something went wrong on our side (request ${request.id})` };
}

/** Sends at most one value per interval; the latest value wins. */
function throttle(send: (text: string) => void, intervalMs: number) {
  let lastAt = 0;
  let pending: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    if (pending === undefined) return;
    lastAt = Date.now();
    send(pending);
    pending = undefined;
  };
  return {
    push(text: string) {
      pending = text;
      if (timer) return;
      const wait = lastAt + intervalMs - Date.now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}

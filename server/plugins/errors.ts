import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorCode } from '#contracts/errors.ts';
import { appErrorOf } from '#server/lib/errors.ts';

const byStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

const body = (code: ErrorCode, message: string, details?: unknown): ErrorBody => ({
  error: details === undefined ? { code, message } : { code, message, details },
});

/**
 * Errors Fastify answers before any route runs (the `frameworkErrors` option): a path that does
 * not decode (`%ff`) and a path parameter over `maxParamLength`. Neither message repeats the path.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // No hook has run (security.ts sets these for routed requests).
  reply.headers({
    'x-request-id': request.id,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.code(400).send(body('bad_request', 'The URL is not valid: it has a malformed %-escape'));
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(414).send(body('bad_request', 'A part of the URL is too long'));
  }
  request.log.error({ err: error }, 'request failed before routing');
  return reply.code(500).send(body('internal', `Something went wrong on our side (request ${request.id})`));
}

/** One error shape for every failure; 5xx messages and stacks stay in the log. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = appErrorOf(error);
    if (known) {
      if (known.status === 429) {
        const wait = (known.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
        if (wait) reply.header('retry-after', String(wait));
      }
      request.log.info({ code: known.code, status: known.status }, known.message);
      return reply.code(known.status).send(body(known.code, known.message, known.details));
    }
    if (Array.isArray(error.validation) && error.validation.length > 0) {
      const details = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = details[0];
      const message = first ? first.message : 'Invalid request';
      return reply.code(400).send(body('validation_failed', message, details));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status < 500) {
      const code = byStatus[status] ?? 'bad_request';
      request.log.info({ code, status, err: error.code }, error.message);
      return reply.code(status).send(body(code, publicMessage(error, status)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(status === 503 ? 503 : 500)
      .send(body('internal', `Something went wrong on our side (request ${request.id})`));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(body('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}

function publicMessage(error: FastifyError, status: number): string {
  if (status === 413) return 'The request body is too large';
  if (status === 415) return 'Send the request body as JSON (or multipart form data for uploads)';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty';
  if (error.code?.startsWith('FST_ERR_CTP')) return 'The request body could not be read';
  if (error instanceof SyntaxError) return 'The request body is not valid JSON';
  return error.message;
}

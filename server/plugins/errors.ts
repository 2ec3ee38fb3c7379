import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '#contracts/errors.ts';
import { AppError } from '#server/lib/errors.ts';

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

/** One error shape for every failure; 5xx messages and stacks stay in the log. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status === 429) {
        const wait = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
        if (wait) reply.header('retry-after', String(wait));
      }
      request.log.info({ code: error.code, status: error.status }, error.message);
      return reply.code(error.status).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
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

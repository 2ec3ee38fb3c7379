import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Id } from '#contracts/common.ts';
import { ErrorBody } from '#contracts/errors.ts';
import { requireSession } from '#server/plugins/auth-context.ts';

/** Error answers of the interview routes, for the OpenAPI document. */
export const readErrors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody } as const;
export const writeErrors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
} as const;

export const SessionParams = z.object({ id: Id });
export const Deleted = z.null().describe('Deleted; no body');

/** The signed-in user: every interview query is scoped by it. */
export const userIdOf = (request: FastifyRequest) => requireSession(request).user.id;

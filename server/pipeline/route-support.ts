import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorBody } from '#contracts/errors.ts';
import { TIME_ZONE_HEADER } from '#contracts/headers.ts';
import { requireSession } from '#server/plugins/auth-context.ts';
import { sendJsonText } from '#server/plugins/serializer.ts';
import type { EncodedPage } from './list-query.ts';

/** Error answers of the pipeline routes, for the OpenAPI document (`{ error: { code, message } }`). */
export const listErrors = { 400: ErrorBody, 401: ErrorBody } as const;
export const itemErrors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody } as const;
export const writeErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody } as const;

/** 204: the record (and whatever cascades from it) is gone. */
export const Deleted = z.null().describe('Deleted; no body');

/** The signed-in user: every pipeline query is scoped by it; it never comes from the body. */
export const userIdOf = (request: FastifyRequest) => requireSession(request).user.id;

/** The recruiter's time zone as the browser names it (`TIME_ZONE_HEADER`); at most 64 characters. */
export function timeZoneOf(request: FastifyRequest): string | undefined {
  const zone = request.headers[TIME_ZONE_HEADER];
  return typeof zone === 'string' && zone.length <= 64 ? zone : undefined;
}

/** A list page as the contract's `Page` JSON, its items the database's text left as it is. */
export const sendPage = <T>(reply: FastifyReply, { items, total, limit, offset }: EncodedPage<T>) =>
  sendJsonText(reply, `{"items":${items},"total":${total},"limit":${limit},"offset":${offset}}`);

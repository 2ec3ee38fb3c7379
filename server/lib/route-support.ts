import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorBody } from '#contracts/errors.ts';
import { TIME_ZONE_HEADER } from '#contracts/headers.ts';

/*
 * Error answers of the API's routes for the OpenAPI document (`{ error: { code, message } }`),
 * named by what a route can refuse. Every route but a public one can answer 401.
 */
/** A route with nothing to validate: only the sign-in can fail. */
export const signedInErrors = { 401: ErrorBody } as const;
/** A list read with a query: a malformed query, or no sign-in. */
export const listErrors = { ...signedInErrors, 400: ErrorBody } as const;
/** One record read by id: also not found (absent, or another user's). */
export const itemErrors = { ...listErrors, 404: ErrorBody } as const;
/** A write: also refused as cross-origin or not allowed. */
export const writeErrors = { ...itemErrors, 403: ErrorBody } as const;
/** A write that can meet a conflicting state (a record still in use, a session already closed). */
export const conflictErrors = { ...writeErrors, 409: ErrorBody } as const;

/** 204: the record (and whatever cascades from it) is gone. */
export const Deleted = z.null().describe('Deleted; no body');

/** The recruiter's time zone as the browser names it (`TIME_ZONE_HEADER`); at most 64 characters. */
export function timeZoneOf(request: FastifyRequest): string | undefined {
  const zone = request.headers[TIME_ZONE_HEADER];
  return typeof zone === 'string' && zone.length <= 64 ? zone : undefined;
}

/**
 * The origin a browser's own requests carry: `PUBLIC_URL`'s when set, else the one the request
 * was addressed to. State-changing requests and the live channel's handshake must come from it.
 */
export function expectedOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
}

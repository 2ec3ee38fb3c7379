import { z } from 'zod';
import { ErrorBody } from '#contracts/errors.ts';

/** Error answers of the setup routes, for the OpenAPI document (`{ error: { code, message } }`). */
export const listErrors = { 401: ErrorBody } as const;
export const itemErrors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody } as const;
export const writeErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody } as const;
export const deleteErrors = { ...writeErrors, 409: ErrorBody } as const;

/** 204: the record is gone. */
export const Deleted = z.null().describe('Deleted; no body');

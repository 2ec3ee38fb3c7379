import { ErrorBody, type ErrorCode } from '#contracts/errors.ts';

/** A non-2xx answer from our API. Branch on `code`, never on `message`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'unknown';
  readonly details: unknown;

  constructor(status: number, code: ErrorCode | 'unknown', message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/**
 * Builds the error for a failed response from its raw text: the server's `{ error }` body when
 * present, else code `unknown` with `"<status>: <text or status text>"` (spec 000 §7).
 */
export function toApiError(status: number, statusText: string, text: string): ApiError {
  const parsed = ErrorBody.safeParse(parseJson(text));
  if (parsed.success) {
    const { code, message, details } = parsed.data.error;
    return new ApiError(status, code, message, details);
  }
  return new ApiError(status, 'unknown', `${status}: ${text || statusText}`);
}

/** The message to show for a failed call: the server's text for an ApiError, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message.trim() !== '' ? error.message : fallback;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

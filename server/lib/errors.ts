import type { ErrorCode } from '#contracts/errors.ts';

/** The one error type services throw; the error handler turns it into `{ error: {...} }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, details?: unknown) {
    return new AppError(400, 'bad_request', message, details);
  }
  static unauthenticated(message = 'Sign in to continue') {
    return new AppError(401, 'unauthenticated', message);
  }
  static forbidden(message: string) {
    return new AppError(403, 'forbidden', message);
  }
  /** Same answer for "absent" and "someone else's", so ids reveal nothing. */
  static notFound(entity: string) {
    return new AppError(404, 'not_found', `${entity} not found`);
  }
  static conflict(message: string) {
    return new AppError(409, 'conflict', message);
  }
  static rateLimited(message: string, retryAfterSeconds: number) {
    return new AppError(429, 'rate_limited', message, { retryAfterSeconds });
  }
}

/** A user's live and audio sockets, on every instance, are at their cap. */
export const tooManyLiveConnections = () =>
  AppError.rateLimited('Too many live connections; close another tab', 5);

/** The `AppError` an error is or wraps (a driver or library may wrap ours as its `cause`). */
export function appErrorOf(error: unknown): AppError | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) if (e instanceof AppError) return e;
  return undefined;
}

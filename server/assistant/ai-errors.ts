import { APICallError, RetryError } from 'ai';
import type { ErrorCode } from '#contracts/errors.ts';
import { AppError } from '#server/lib/errors.ts';

export const AI_MESSAGES = {
  auth: 'The AI provider rejected the API key',
  rateLimited: 'The AI provider is rate limiting requests; try again shortly',
  unavailable: 'The AI provider is unavailable right now',
  timeout: 'The AI provider did not answer in time',
  invalidOutput: 'The AI model did not return a usable answer; try again',
} as const;

function aiError(status: number, code: ErrorCode, message: string, cause?: unknown, details?: unknown) {
  const error = new AppError(status, code, message, details);
  // The provider's own words stay on the server (logs), never in the answer.
  if (cause !== undefined) error.cause = cause;
  return error;
}

export const aiTimeout = () => aiError(504, 'ai_timeout', AI_MESSAGES.timeout);

export const aiInvalidOutput = (cause: unknown) =>
  aiError(502, 'ai_invalid_output', AI_MESSAGES.invalidOutput, cause);

/** Maps whatever the SDK threw (HTTP status, network failure) to one clear AppError. */
export function toAiError(error: unknown, modelId: string): AppError {
  if (error instanceof AppError) return error;
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (!APICallError.isInstance(cause)) return aiError(502, 'ai_unavailable', AI_MESSAGES.unavailable, cause);
  const status = cause.statusCode ?? 0;
  if (status === 401 || status === 403) return aiError(502, 'ai_auth', AI_MESSAGES.auth, cause);
  if (status === 429) {
    const retryAfter = Number(cause.responseHeaders?.['retry-after']);
    const details = retryAfter > 0 ? { retryAfterSeconds: Math.ceil(retryAfter) } : undefined;
    return aiError(503, 'ai_rate_limited', AI_MESSAGES.rateLimited, cause, details);
  }
  if (status === 404)
    return aiError(502, 'ai_unavailable', `The AI provider does not offer the model "${modelId}"`, cause);
  if (status >= 400 && status < 500)
    return aiError(502, 'ai_unavailable', `The AI provider refused the request (HTTP ${status})`, cause);
  return aiError(502, 'ai_unavailable', AI_MESSAGES.unavailable, cause);
}

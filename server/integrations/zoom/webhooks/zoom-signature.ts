import { createHmac, timingSafeEqual } from 'node:crypto';

/** Zoom retries for a while, but a request signed longer ago than this is refused. */
export const WEBHOOK_WINDOW_MS = 5 * 60 * 1000;

export type WebhookCheck = { ok: true } | { ok: false; message: string };

const hmacHex = (secret: string, text: string | Buffer) =>
  createHmac('sha256', secret).update(text).digest('hex');

/**
 * `v0=` + hex HMAC-SHA256 of `v0:{timestamp}:{raw body}` under the app's Secret Token
 * (https://developers.zoom.us/docs/api/webhooks/#verify-with-zooms-header): over the bytes as
 * they came, never JSON serialised again.
 */
export function webhookSignature(secretToken: string, timestamp: string, rawBody: Buffer): string {
  const message = Buffer.concat([Buffer.from(`v0:${timestamp}:`), rawBody]);
  return `v0=${hmacHex(secretToken, message)}`;
}

/**
 * Whether a webhook is Zoom's and recent: `x-zm-signature` matches in constant time and
 * `x-zm-request-timestamp` (epoch seconds) is within five minutes of now, either way.
 */
export function checkWebhook(
  secretToken: string,
  headers: { signature: string | undefined; timestamp: string | undefined },
  rawBody: Buffer,
  nowMs: number,
): WebhookCheck {
  const { signature, timestamp } = headers;
  if (!signature || !timestamp) return { ok: false, message: 'The Zoom webhook signature is missing' };
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, message: 'The Zoom webhook timestamp is invalid' };
  if (Math.abs(nowMs - Number(timestamp) * 1000) > WEBHOOK_WINDOW_MS) {
    return { ok: false, message: 'The Zoom webhook timestamp is outside the 5-minute window' };
  }
  const expected = Buffer.from(webhookSignature(secretToken, timestamp, rawBody));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, message: 'The Zoom webhook signature does not match' };
  }
  return { ok: true };
}

/** The answer to `endpoint.url_validation`: the plain token and its HMAC under the Secret Token. */
export function urlValidationAnswer(secretToken: string, plainToken: string) {
  return { plainToken, encryptedToken: hmacHex(secretToken, plainToken) };
}

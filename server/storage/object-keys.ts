import { randomUUID } from 'node:crypto';
import { AppError } from '#server/lib/errors.ts';

/** Max key length; keys are short and server-generated (`audio/<uuid>/<uuid>.wav` is ~87). */
export const OBJECT_KEY_MAX = 200;

/**
 * Lower-case segments of letters, digits and dashes, one extension at the end. No dots elsewhere,
 * no `%`, `\`, NUL or leading `/`: a valid key cannot climb out of the store's root.
 */
const KEY = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\.[a-z0-9]{1,8}$/;
const PREFIX = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;
const EXTENSION = /^[a-z0-9]{1,8}$/;

export function isValidObjectKey(key: string): boolean {
  return key.length <= OBJECT_KEY_MAX && KEY.test(key);
}

export function assertValidObjectKey(key: string): string {
  if (!isValidObjectKey(key)) throw AppError.badRequest('Invalid file key');
  return key;
}

/** A fresh key under `prefix`, e.g. `newObjectKey('tutorials', 'mp4')` → `tutorials/<uuid>.mp4`. */
export function newObjectKey(prefix: string, extension: string): string {
  const ext = extension.replace(/^\./, '').toLowerCase();
  if (!PREFIX.test(prefix) || !EXTENSION.test(ext)) {
    throw new Error(`Cannot make an object key from ${JSON.stringify({ prefix, extension })}`);
  }
  return assertValidObjectKey(`${prefix}/${randomUUID()}.${ext}`);
}

import type { Readable } from 'node:stream';

/** Inclusive byte offsets, as in an HTTP `Range: bytes=start-end` header. */
export type ByteRange = { start: number; end: number };

export type ObjectInfo = { size: number; contentType: string };

export type ObjectBody = ObjectInfo & {
  body: Readable;
  /** The bytes of `body` when a range was asked for; `size` stays the whole object's. */
  range: ByteRange | undefined;
};

export type SignedUrlOptions = {
  /** Clamped to `SIGNED_URL_TTL_MAX_SECONDS`. */
  ttlSeconds: number;
  disposition?: 'inline' | 'attachment';
  /** Suggested name when saved; sent in `Content-Disposition`. */
  fileName?: string;
};

/** Five minutes at most (security-and-reliability.md S26). */
export const SIGNED_URL_TTL_MAX_SECONDS = 300;

/**
 * Where files live: local disk (default) or an S3-compatible bucket. Keys are always made by the
 * server (`newObjectKey`) and validated by every method, so a caller can never name a path.
 */
export type ObjectStore = {
  readonly kind: 'disk' | 's3';
  /** `size` lets S3 stream a body without buffering it; buffers carry their own length. */
  put(key: string, body: Buffer | Readable, contentType: string, size?: number): Promise<void>;
  /** `undefined` when absent. A range past the end is clamped; the caller checks satisfiability. */
  get(key: string, range?: ByteRange): Promise<ObjectBody | undefined>;
  head(key: string): Promise<ObjectInfo | undefined>;
  /** Deleting an absent key is not an error. */
  delete(key: string): Promise<void>;
  /** An address the browser can fetch without a session until it expires. */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
};

export const clampTtl = (ttlSeconds: number) =>
  Math.max(1, Math.min(Math.floor(ttlSeconds), SIGNED_URL_TTL_MAX_SECONDS));

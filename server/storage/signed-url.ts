import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '#server/lib/errors.ts';
import { clampTtl, SIGNED_URL_TTL_MAX_SECONDS, type SignedUrlOptions } from './object-store.ts';

/** The route that serves disk objects; the key follows it. */
export const FILES_PATH = '/api/files/';

/** The query of a signed disk URL, as the files route parses it. */
export type SignedQuery = {
  expires: number;
  sig: string;
  disposition: 'inline' | 'attachment';
  filename: string | undefined;
};

/** Seconds of clock drift tolerated between the signing and the serving instance. */
const SKEW_SECONDS = 30;

/**
 * HMAC-SHA256 signatures for disk URLs. The key is derived from the session secret, so a URL
 * signature can never double as a cookie signature. Expiry, disposition and file name are signed
 * with the object key: changing any of them breaks the signature.
 */
export function createUrlSigner(secret: string, now: () => number = () => Date.now()) {
  const key = createHmac('sha256', secret).update('interview-hub/object-store/v1').digest();
  const mac = (objectKey: string, q: Omit<SignedQuery, 'sig'>) =>
    createHmac('sha256', key)
      .update(['v1', objectKey, q.expires, q.disposition, q.filename ?? ''].join('\n'))
      .digest();
  const seconds = () => Math.floor(now() / 1000);

  return {
    sign(objectKey: string, options: SignedUrlOptions): string {
      const q = {
        expires: seconds() + clampTtl(options.ttlSeconds),
        disposition: options.disposition ?? 'inline',
        filename: options.fileName,
      };
      const params = new URLSearchParams({ expires: String(q.expires), disposition: q.disposition });
      if (q.filename) params.set('filename', q.filename);
      params.set('sig', mac(objectKey, q).toString('hex'));
      return `${FILES_PATH}${objectKey}?${params}`;
    },

    /** Throws 403 unless the URL was signed by us for this key and has not expired. */
    verify(objectKey: string, q: SignedQuery): void {
      const given = Buffer.from(q.sig, 'hex');
      const expected = mac(objectKey, q);
      const genuine = given.length === expected.length && timingSafeEqual(given, expected);
      if (!genuine) throw AppError.forbidden('This link is not valid');
      const left = q.expires - seconds();
      if (left < 0) throw AppError.forbidden('This link has expired');
      // Never true for URLs we sign: the verifier enforces the 5-minute ceiling on its own too.
      if (left > SIGNED_URL_TTL_MAX_SECONDS + SKEW_SECONDS)
        throw AppError.forbidden('This link is not valid');
    },
  };
}
export type UrlSigner = ReturnType<typeof createUrlSigner>;

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * The `X-Zoom-App-Context` header Zoom sends with the Zoom App's home URL: base64 of
 * `[ivLength 1 B][iv][aadLength 2 B LE][aad][cipherLength 4 B LE][cipher][tag 16 B]`, AES-256-GCM
 * under SHA-256 of the app's client secret (https://developers.zoom.us/docs/zoom-apps/zoom-app-context/,
 * integrations.md §2). `ts` and `exp` are epoch milliseconds.
 */
export const ZoomAppContext = z
  .object({
    typ: z.string(),
    /** The meeting's UUID (the RTMS `meeting_uuid`), in a meeting. */
    mid: z.string().optional(),
    uid: z.string().optional(),
    attendrole: z.string().optional(),
    ts: z.number().optional(),
    exp: z.number(),
  })
  .loose();
export type ZoomAppContext = z.infer<typeof ZoomAppContext>;

export type ContextCheck =
  | { ok: true; context: ZoomAppContext }
  | { ok: false; reason: 'malformed' | 'undecryptable' | 'expired' };

const TAG_BYTES = 16;
/** Far larger than any context Zoom sends (a few hundred bytes). */
export const CONTEXT_HEADER_MAX = 8 * 1024;

const keyOf = (clientSecret: string) => createHash('sha256').update(clientSecret).digest();

function unpack(header: string) {
  const buf = Buffer.from(header, 'base64');
  let at = 0;
  const take = (n: number) => {
    if (n < 0 || at + n > buf.length) throw new RangeError('truncated');
    const part = buf.subarray(at, at + n);
    at += n;
    return part;
  };
  const iv = take(take(1).readUInt8(0));
  const aad = take(take(2).readUInt16LE(0));
  const cipherText = take(take(4).readUInt32LE(0));
  const tag = take(TAG_BYTES);
  if (at !== buf.length || iv.length === 0) throw new RangeError('trailing bytes');
  return { iv, aad, cipherText, tag };
}

/** Decrypts and checks a context header: Zoom's (the tag verifies) and not expired at `nowMs`. */
export function checkZoomAppContext(header: string, clientSecret: string, nowMs: number): ContextCheck {
  if (header.length > CONTEXT_HEADER_MAX) return { ok: false, reason: 'malformed' };
  let parts: ReturnType<typeof unpack>;
  try {
    parts = unpack(header);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  let plain: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(clientSecret), parts.iv, {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(parts.aad);
    decipher.setAuthTag(parts.tag);
    plain = Buffer.concat([decipher.update(parts.cipherText), decipher.final()]).toString('utf8');
  } catch {
    return { ok: false, reason: 'undecryptable' };
  }
  let parsed: ReturnType<typeof ZoomAppContext.safeParse>;
  try {
    parsed = ZoomAppContext.safeParse(JSON.parse(plain));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  if (parsed.data.exp <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, context: parsed.data };
}

/** Zoom's side of it, for tests and local fakes: a context encrypted as Zoom does. */
export function sealZoomAppContext(
  context: Record<string, unknown>,
  clientSecret: string,
  aad: Buffer = Buffer.alloc(0),
): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(clientSecret), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(JSON.stringify(context), 'utf8'), cipher.final()]);
  const ivLength = Buffer.from([iv.length]);
  const aadLength = Buffer.alloc(2);
  aadLength.writeUInt16LE(aad.length, 0);
  const bodyLength = Buffer.alloc(4);
  bodyLength.writeUInt32LE(body.length, 0);
  return Buffer.concat([ivLength, iv, aadLength, aad, bodyLength, body, cipher.getAuthTag()]).toString(
    'base64',
  );
}

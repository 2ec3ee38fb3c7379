import type { Readable } from 'node:stream';
import { AppError } from '#server/lib/errors.ts';
import { parseRange } from './byte-range.ts';
import { contentDisposition } from './content-disposition.ts';
import { assertValidObjectKey } from './object-keys.ts';
import type { ObjectStore } from './object-store.ts';
import type { UrlSigner } from './signed-url.ts';

/** The query of a signed URL as received: anything missing or malformed fails the signature. */
export type SignedFileQuery = {
  expires?: string;
  sig?: string;
  disposition?: string;
  filename?: string;
};

export type ServedFile =
  | { status: 200 | 206; headers: Record<string, string>; body: Readable }
  | { status: 416; headers: Record<string, string>; body: undefined };

type Deps = { store: ObjectStore; signer: UrlSigner };

/** Serves disk objects to whoever holds a valid signed URL (the signature is the authorisation). */
export function createFilesService({ store, signer }: Deps) {
  return {
    async open(key: string, query: SignedFileQuery, rangeHeader: string | undefined): Promise<ServedFile> {
      assertValidObjectKey(key);
      const disposition = query.disposition === 'attachment' ? 'attachment' : 'inline';
      const expires = /^\d{1,12}$/.test(query.expires ?? '') ? Number(query.expires) : 0;
      signer.verify(key, { expires, sig: query.sig ?? '', disposition, filename: query.filename });

      const info = await store.head(key);
      if (!info) throw AppError.notFound('File');
      const headers: Record<string, string> = {
        'content-type': info.contentType,
        'content-disposition': contentDisposition(disposition, query.filename),
        'x-content-type-options': 'nosniff',
        'accept-ranges': 'bytes',
      };
      const request = parseRange(rangeHeader, info.size);
      if (request.kind === 'unsatisfiable') {
        return { status: 416, headers: { 'content-range': `bytes */${info.size}` }, body: undefined };
      }
      const range = request.kind === 'partial' ? request.range : undefined;
      const object = await store.get(key, range);
      if (!object) throw AppError.notFound('File');
      if (!object.range) {
        return {
          status: 200,
          headers: { ...headers, 'content-length': String(object.size) },
          body: object.body,
        };
      }
      const { start, end } = object.range;
      return {
        status: 206,
        headers: {
          ...headers,
          'content-length': String(end - start + 1),
          'content-range': `bytes ${start}-${end}/${object.size}`,
        },
        body: object.body,
      };
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;

import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageConfig } from '#server/config.ts';
import { contentDisposition } from './content-disposition.ts';
import { assertValidObjectKey } from './object-keys.ts';
import { clampTtl, type ObjectStore } from './object-store.ts';

/** Bucket, region, endpoint (MinIO, Ceph, R2…), path style and credentials (unset = SDK chain). */
export type S3Settings = NonNullable<StorageConfig['s3']>;

/** Buffered uploads of unknown length stop here; callers that stream large files pass `size`. */
const MAX_BUFFERED_UPLOAD = 64 * 1024 * 1024;

export function createS3Client(s: S3Settings): S3Client {
  return new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials: s.credentials,
    // Many S3-compatible servers reject the SDK's newer default checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Objects in an S3-compatible bucket; browsers fetch them through presigned GET URLs. */
export function createS3Store(client: S3Client, bucket: string): ObjectStore {
  const target = (key: string) => ({ Bucket: bucket, Key: assertValidObjectKey(key) });

  return {
    kind: 's3',

    async put(key, body, contentType, size) {
      const payload = Buffer.isBuffer(body) || size !== undefined ? body : await buffer(body);
      const length = Buffer.isBuffer(payload) ? payload.length : size;
      await client.send(
        new PutObjectCommand({
          ...target(key),
          Body: payload,
          ContentType: contentType,
          ContentLength: length,
        }),
      );
    },

    async get(key, range) {
      try {
        const out = await client.send(
          new GetObjectCommand({ ...target(key), Range: range && `bytes=${range.start}-${range.end}` }),
        );
        if (!(out.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
        const total = totalSize(out.ContentRange) ?? out.ContentLength ?? 0;
        const served = range && { start: range.start, end: Math.min(range.end, total - 1) };
        return {
          body: out.Body,
          size: total,
          contentType: out.ContentType ?? 'application/octet-stream',
          range: served,
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async head(key) {
      try {
        const out = await client.send(new HeadObjectCommand(target(key)));
        return { size: out.ContentLength ?? 0, contentType: out.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand(target(key)));
    },

    async signedUrl(key, options) {
      const disposition = contentDisposition(options.disposition ?? 'inline', options.fileName);
      const command = new GetObjectCommand({ ...target(key), ResponseContentDisposition: disposition });
      return getSignedUrl(client, command, { expiresIn: clampTtl(options.ttlSeconds) });
    },
  };
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey')
  );
}

/** `bytes 0-99/1234` → 1234. */
function totalSize(contentRange: string | undefined): number | undefined {
  const total = contentRange?.match(/\/(\d+)$/)?.[1];
  return total === undefined ? undefined : Number(total);
}

async function buffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    const part = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    length += part.length;
    if (length > MAX_BUFFERED_UPLOAD) throw new Error('Upload too large to buffer; pass its size');
    chunks.push(part);
  }
  return Buffer.concat(chunks);
}

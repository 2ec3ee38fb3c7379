import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type StoredObject = { body: Buffer; contentType: string };
export type S3Request = { method: string; path: string; query: URLSearchParams; signed: 'header' | 'query' };

/**
 * A local S3 peer, path-style (`/bucket/key`), speaking enough of the REST API for an object
 * store: PUT, GET (with Range and `response-content-disposition`), HEAD and DELETE Object. Every
 * request must be SigV4-signed, by `Authorization: AWS4-HMAC-SHA256 …` or as a presigned URL
 * (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-authenticating-requests.html);
 * signatures are checked for presence and form, not recomputed.
 */
export async function startFakeS3(bucket: string) {
  const objects = new Map<string, StoredObject>();
  const requests: S3Request[] = [];

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-s3');
    const signed = signature(req, url.searchParams);
    if (!signed) return xmlError(res, 403, 'AccessDenied', 'Request is not signed');
    const [, first, ...rest] = url.pathname.split('/');
    if (first !== bucket) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    const key = decodeURIComponent(rest.join('/'));
    requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, signed });
    if (req.method === 'PUT') {
      objects.set(key, {
        body: await read(req),
        contentType: req.headers['content-type'] ?? 'binary/octet-stream',
      });
      res.writeHead(200, { etag: '"fake"' });
      return res.end();
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    const object = objects.get(key);
    if (!object) {
      if (req.method === 'HEAD') return void res.writeHead(404).end();
      return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
    }
    return sendObject(req, res, object, url.searchParams);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;

function signature(req: IncomingMessage, query: URLSearchParams): S3Request['signed'] | undefined {
  if (
    /^AWS4-HMAC-SHA256 Credential=\S+, ?SignedHeaders=\S+, ?Signature=[0-9a-f]{64}$/.test(
      req.headers.authorization ?? '',
    )
  )
    return 'header';
  const presigned =
    query.get('X-Amz-Algorithm') === 'AWS4-HMAC-SHA256' &&
    /^[0-9a-f]{64}$/.test(query.get('X-Amz-Signature') ?? '') &&
    Number(query.get('X-Amz-Expires')) > 0;
  return presigned ? 'query' : undefined;
}

function sendObject(req: IncomingMessage, res: ServerResponse, object: StoredObject, query: URLSearchParams) {
  const size = object.body.length;
  const headers: Record<string, string> = { 'content-type': object.contentType, 'accept-ranges': 'bytes' };
  const disposition = query.get('response-content-disposition');
  if (disposition) headers['content-disposition'] = disposition;
  const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
  if (!range) {
    res.writeHead(200, { ...headers, 'content-length': String(size) });
    return res.end(req.method === 'HEAD' ? undefined : object.body);
  }
  const start = Number(range[1]);
  const end = Math.min(range[2] ? Number(range[2]) : size - 1, size - 1);
  res.writeHead(206, {
    ...headers,
    'content-length': String(end - start + 1),
    'content-range': `bytes ${start}-${end}/${size}`,
  });
  return res.end(object.body.subarray(start, end + 1));
}

function xmlError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

async function read(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

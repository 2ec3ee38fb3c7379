import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '#contracts/errors.ts';
import type { FilesService } from './files.service.ts';
import type { Storage } from './storage.ts';

const Params = z.object({ '*': z.string().max(400).describe('The object key, e.g. tutorials/<uuid>.mp4') });
const Query = z.object({
  expires: z.string().max(20).optional().describe('Unix time (seconds) after which the link fails'),
  disposition: z.string().max(20).optional().describe('inline (default) or attachment'),
  filename: z.string().max(300).optional().describe('Suggested file name'),
  sig: z.string().max(200).optional().describe('HMAC-SHA256 of key, expiry, disposition and file name'),
});
const Bytes = z.string().describe('The file bytes (or the requested range)');

/**
 * Disk objects behind signed, short-lived URLs. Public: the signature is the authorisation, so
 * an `<video src>` or `<audio src>` can fetch without cookies. Supports single-range requests.
 */
export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, { files }) => {
  app.get(
    '/api/files/*',
    {
      config: { public: true },
      schema: {
        tags: ['files'],
        summary: 'Download a stored file through a signed URL (supports Range)',
        params: Params,
        querystring: Query,
        response: {
          200: Bytes,
          206: Bytes,
          400: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          416: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const served = await files.open(request.params['*'], request.query, request.headers.range);
      reply.code(served.status).headers(served.headers);
      if (served.status !== 416) return sendStream(reply, served.body);
      return reply.send({
        error: { code: 'bad_request', message: 'The requested range is outside the file' },
      });
    },
  );
};

/** Registers the signed-file route when files are on disk; S3's presigned URLs go to the bucket itself. */
export async function registerStorageRoutes(app: FastifyInstance, storage: Pick<Storage, 'files'>) {
  if (storage.files) await app.register(filesRoutes, { files: storage.files });
}

/** Streams skip the serializer; the typed reply only knows the JSON shapes. */
function sendStream(reply: FastifyReply, body: Readable) {
  return reply.send(body);
}

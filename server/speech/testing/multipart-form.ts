import type { IncomingMessage } from 'node:http';
import { Busboy } from '@fastify/busboy';

export type FormFile = { field: string; fileName: string; contentType: string; data: Buffer };
export type MultipartForm = { fields: Record<string, string>; files: FormFile[] };

/** Reads a whole `multipart/form-data` request body (the fake peers' uploads are small). */
export function readMultipart(req: IncomingMessage, maxFileBytes = 25 * 1024 * 1024): Promise<MultipartForm> {
  return new Promise((resolve, reject) => {
    const form: MultipartForm = { fields: {}, files: [] };
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: req.headers as { 'content-type': string },
        limits: { fileSize: maxFileBytes },
      });
    } catch (error) {
      reject(error);
      return;
    }
    const reading: Promise<void>[] = [];
    parser.on('field', (name, value) => {
      form.fields[name] = value;
    });
    parser.on('file', (field, stream, fileName, _encoding, contentType) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      reading.push(
        new Promise((done) =>
          stream.on('end', () => {
            form.files.push({ field, fileName, contentType, data: Buffer.concat(chunks) });
            done();
          }),
        ),
      );
    });
    parser.on('finish', () => {
      Promise.all(reading).then(() => resolve(form), reject);
    });
    parser.on('error', reject);
    req.pipe(parser);
  });
}

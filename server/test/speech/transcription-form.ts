import type { IncomingMessage } from 'node:http';
import Busboy from '@fastify/busboy';

/** OpenAI's upload limit for `/v1/audio/transcriptions` (25 MB). */
export const TRANSCRIPTION_MAX_FILE_BYTES = 25 * 1024 * 1024;

export type UploadedFile = {
  fieldName: string;
  fileName: string;
  mimeType: string;
  data: Buffer;
  truncated: boolean;
};
export type TranscriptionForm = { fields: Map<string, string>; file?: UploadedFile };

/** The fields and the `file` part of a multipart/form-data request, the file cut at the limit. */
export function readTranscriptionForm(req: IncomingMessage): Promise<TranscriptionForm> {
  return new Promise((resolve, reject) => {
    const fields = new Map<string, string>();
    let file: UploadedFile | undefined;
    const form = Busboy({
      headers: { ...req.headers, 'content-type': req.headers['content-type'] ?? '' },
      limits: { fileSize: TRANSCRIPTION_MAX_FILE_BYTES, files: 1, fields: 20 },
    });
    form.on('field', (name, value) => fields.set(name, value));
    form.on('file', (fieldName, stream, fileName, _encoding, mimeType) => {
      const parts: Buffer[] = [];
      stream.on('data', (part: Buffer) => parts.push(part));
      stream.on('end', () => {
        file = { fieldName, fileName, mimeType, data: Buffer.concat(parts), truncated: stream.truncated };
      });
    });
    form.on('finish', () => resolve({ fields, file }));
    form.on('error', reject);
    req.pipe(form);
  });
}

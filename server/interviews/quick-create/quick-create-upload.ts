import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  INVALID_FILE_TITLE,
  PDF_REQUIRED_MESSAGE,
  QUICK_CREATE_FILE_FIELDS,
  QUICK_CREATE_LIMITS,
  type QuickCreateFileField,
} from '#contracts/quick-create.ts';
import { AppError } from '#server/lib/errors.ts';

/** The generate call's form: the `data` JSON (unvalidated) and the PDFs, checked by magic bytes. */
export type QuickCreateUpload = { data: unknown; files: Partial<Record<QuickCreateFileField, Buffer>> };

export const FILE_LABELS: Record<QuickCreateFileField, string> = {
  resume: 'resume',
  linkedinProfile: 'LinkedIn profile',
};

/** The JSON of the inputs is short; the job description and template text are its longest parts. */
const DATA_MAX_BYTES = 256 * 1024;
const PDF_MAGIC = Buffer.from('%PDF-');
const megabytes = QUICK_CREATE_LIMITS.pdfBytes / (1024 * 1024);

const isFileField = (name: string): name is QuickCreateFileField =>
  (QUICK_CREATE_FILE_FIELDS as readonly string[]).includes(name);

const tooLarge = (message: string) => new AppError(413, 'payload_too_large', message);
const invalidFile = (field: QuickCreateFileField) =>
  new AppError(400, 'bad_request', PDF_REQUIRED_MESSAGE, { field, title: INVALID_FILE_TITLE });

/** Maps the multipart plugin's limit and parse errors (see @fastify/multipart) to clear answers. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  const part = (error as { part?: { fieldname?: string } }).part;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const label = part?.fieldname && isFileField(part.fieldname) ? FILE_LABELS[part.fieldname] : 'uploaded';
    return tooLarge(`The ${label} PDF is larger than ${megabytes} MB`);
  }
  if (code === 'FST_FILES_LIMIT') return tooLarge('Upload at most a resume and a LinkedIn profile PDF');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return tooLarge('The form has too many fields');
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return dataNotJson();
  // The form parser's own errors carry no code: a body cut short, a missing boundary.
  if (!code && error instanceof Error && /multipart/i.test(error.message)) {
    return AppError.badRequest('The form data is incomplete or malformed; send it again');
  }
  return error;
}

const dataNotJson = () =>
  new AppError(400, 'validation_failed', 'The interview details are not valid JSON', [
    { path: 'data', message: 'The interview details are not valid JSON' },
  ]);

async function readFile(part: Extract<Multipart, { type: 'file' }>): Promise<Buffer | undefined> {
  const field = part.fieldname;
  if (!isFileField(field)) {
    await part.toBuffer();
    throw AppError.badRequest(`Unknown file field ${field.slice(0, 50)}; send resume or linkedinProfile`);
  }
  const buffer = await part.toBuffer();
  // A file input left empty still sends a part without a name or bytes.
  if (buffer.length === 0 && !part.filename) return undefined;
  if (!buffer.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw invalidFile(field);
  return buffer;
}

function readData(part: Extract<Multipart, { type: 'field' }>): unknown {
  if (part.valueTruncated) throw tooLarge('The interview details are too long');
  const value = part.value;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw dataNotJson();
  }
}

/**
 * Reads the multipart form of `POST /api/sessions/quick-create/generate`. Each PDF is held in
 * memory up to the size limit, then must start with `%PDF-`; other fields are ignored.
 */
export async function readQuickCreateUpload(request: FastifyRequest): Promise<QuickCreateUpload> {
  if (!request.isMultipart())
    throw new AppError(
      415,
      'unsupported_media_type',
      'Send the interview details as multipart form data: a data field with the JSON, and optional resume and linkedinProfile PDF files',
    );
  const upload: QuickCreateUpload = { data: {}, files: {} };
  const parts = request.parts({
    limits: {
      fileSize: QUICK_CREATE_LIMITS.pdfBytes,
      files: 2,
      fields: 5,
      parts: 8,
      fieldSize: DATA_MAX_BYTES,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const buffer = await readFile(part);
        if (buffer) upload.files[part.fieldname as QuickCreateFileField] = buffer;
      } else if (part.fieldname === 'data') upload.data = readData(part);
    }
  } catch (error) {
    throw uploadError(error);
  }
  return upload;
}

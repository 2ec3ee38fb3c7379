import { GenerationStreamLine } from '#contracts/assistant.ts';
import {
  QUICK_CREATE_FILE_FIELDS,
  QUICK_CREATE_GENERATION_FAILED,
  type QuickCreateFields,
  type QuickCreateFileField,
  QuickCreateOutput,
} from '#contracts/quick-create.ts';
import { ApiError, toApiError } from '#web/lib/api-error.ts';
import { ndjsonLines } from '#web/lib/ndjson-lines.ts';

export const GENERATE_PATH = '/api/sessions/quick-create/generate';
const NDJSON = 'application/x-ndjson';
/** An error line arrives inside a 200 stream; it is reported as a failed generation. */
const STREAM_ERROR_STATUS = 502;

export type GenerateKitRequest = {
  input: QuickCreateFields;
  files: Record<QuickCreateFileField, File | null>;
  /** A model id of `GET /api/assistant/models`; absent means the server's default. */
  model?: string;
  signal?: AbortSignal;
  /** Called with the preview written so far (agenda and scorecard lines), not a delta. */
  onProgress: (text: string) => void;
};

/**
 * A failed answer: the server's `{ error }` message, else the screen's own text (spec 000 §8:
 * 'Failed to generate content' on non-OK) rather than the bare status line.
 */
function generationError(status: number, statusText: string, text: string): ApiError {
  const error = toApiError(status, statusText, text);
  return error.code === 'unknown' ? new ApiError(status, 'unknown', QUICK_CREATE_GENERATION_FAILED) : error;
}

function formOf({ input, files }: GenerateKitRequest): FormData {
  const form = new FormData();
  form.append('data', JSON.stringify(input));
  for (const field of QUICK_CREATE_FILE_FIELDS) {
    const file = files[field];
    if (file) form.append(field, file, file.name);
  }
  return form;
}

/**
 * `POST /api/sessions/quick-create/generate` as multipart form data (the `data` JSON and the
 * optional `resume` and `linkedinProfile` PDFs), asking for the NDJSON progress stream. The
 * browser sets the multipart boundary itself, so no Content-Type is given.
 */
export async function generateKit(request: GenerateKitRequest): Promise<QuickCreateOutput> {
  const { model, signal, onProgress } = request;
  const url = model ? `${GENERATE_PATH}?${new URLSearchParams({ model })}` : GENERATE_PATH;
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: NDJSON },
    body: formOf(request),
    signal,
  });
  if (!response.ok) throw generationError(response.status, response.statusText, await response.text());
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes(NDJSON) || !response.body) {
    return QuickCreateOutput.parse(JSON.parse(await response.text()));
  }
  for await (const line of ndjsonLines(response.body, signal)) {
    const message = GenerationStreamLine.parse(JSON.parse(line));
    if (message.type === 'progress') onProgress(message.text);
    else if (message.type === 'result') return QuickCreateOutput.parse(message.data);
    else throw new ApiError(STREAM_ERROR_STATUS, message.error.code, message.error.message);
  }
  // Not an ApiError: the toast then shows 'Failed to generate content'.
  throw new Error('The generation stream ended without a result');
}

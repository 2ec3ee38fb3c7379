import { GenerationStreamLine } from '#contracts/assistant.ts';
import { GeneratedContent } from '#contracts/scorecards.ts';
import { ApiError, toApiError } from '#web/lib/api-error.ts';
import { ndjsonLines } from '#web/lib/ndjson-lines.ts';

const NDJSON = 'application/x-ndjson';

/** An error line arrives inside a 200 stream; it is reported as a failed generation. */
const STREAM_ERROR_STATUS = 502;

export type GenerationRequest = {
  /** A setup generate route, e.g. `/api/interview-setup/scorecards/generate`. */
  path: string;
  body: unknown;
  /** A model id of `GET /api/assistant/models`; absent means the server's default. */
  model?: string;
  signal?: AbortSignal;
  /** Called with the whole text written so far (not a delta). */
  onProgress: (text: string) => void;
};

/**
 * Asks a generate route for its NDJSON progress stream and reads it line by line: `progress`
 * lines go to `onProgress`, the `result` line resolves, an `error` line rejects with an
 * {@link ApiError} carrying the server's code and message. A plain JSON answer is accepted too.
 */
export async function streamGeneration(request: GenerationRequest): Promise<GeneratedContent> {
  const { path, body, model, signal, onProgress } = request;
  const url = model ? `${path}?${new URLSearchParams({ model })}` : path;
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: NDJSON },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw toApiError(response.status, response.statusText, await response.text());
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes(NDJSON) || !response.body) {
    return GeneratedContent.parse(JSON.parse(await response.text()));
  }
  for await (const line of ndjsonLines(response.body)) {
    const message = GenerationStreamLine.parse(JSON.parse(line));
    if (message.type === 'progress') onProgress(message.text);
    else if (message.type === 'result') return GeneratedContent.parse(message.data);
    else throw new ApiError(STREAM_ERROR_STATUS, message.error.code, message.error.message);
  }
  // Not an ApiError: the toast then shows the screen's own fallback text.
  throw new Error('The generation stream ended without a result');
}

import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { SpeechError } from '#server/speech/speech-provider.ts';
import { utteranceUpload } from './utterance-upload.ts';

export type TranscriptionClientConfig = {
  /** Includes `/v1`: https://api.openai.com/v1, http://localhost:8000/v1 (speaches), … */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
};

export type TranscriptionClient = {
  /** The text of one utterance (PCM16 mono 16 kHz, whole or in frames); '' when nothing was said. */
  transcribe(pcm: Buffer | readonly Buffer[], language: string): Promise<string>;
};

/** How long to wait before the one retry of a 429 when the server does not say (Retry-After). */
const DEFAULT_RETRY_AFTER_MS = 1000;
const MAX_RETRY_AFTER_MS = 10_000;

/**
 * `POST {baseUrl}/audio/transcriptions` (https://platform.openai.com/docs/api-reference/audio/createTranscription),
 * which OpenAI, whisper.cpp's server (`--inference-path /v1/audio/transcriptions`), speaches and
 * faster-whisper servers all answer. Each utterance goes as one WAV file with `response_format=json`,
 * the one reply shape every one of them gives (`{"text": …}`).
 */
export function createTranscriptionClient(
  config: TranscriptionClientConfig,
  sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
): TranscriptionClient {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    // Self-hosted servers need no key: send no Authorization header rather than a made-up one.
    apiKey: config.apiKey ?? 'none',
    defaultHeaders: config.apiKey ? {} : { Authorization: null },
    // Explicit, so nothing is read from the process environment and sent to a self-hosted server.
    organization: null,
    project: null,
    adminAPIKey: null,
    timeout: config.timeoutMs,
    maxRetries: 0,
  });

  async function once(pcm: Buffer | readonly Buffer[], language: string): Promise<string> {
    // The SDK's own request (auth, timeout, errors) with a body built in one copy (utterance-upload.ts).
    const upload = utteranceUpload(pcm, {
      model: config.model,
      language: isoLanguage(language),
      response_format: 'json',
    });
    const reply = await client.post<unknown>('/audio/transcriptions', {
      body: upload.body,
      headers: { 'content-type': upload.contentType },
    });
    // whisper.cpp answers some failures with 200 and `{"error": "failed to read WAV file"}`.
    const body = reply as { text?: unknown; error?: unknown };
    if (typeof body.text !== 'string') {
      throw new SpeechError(
        'bad_audio',
        `The transcription server could not read the audio: ${describe(body.error)}`,
        false,
      );
    }
    return body.text.trim();
  }

  return {
    async transcribe(pcm, language) {
      try {
        return await once(pcm, language);
      } catch (error) {
        const mapped = toSpeechError(error);
        if (mapped.code !== 'rate_limited') throw mapped;
        await sleep(retryAfterMs(error));
        try {
          return await once(pcm, language);
        } catch (again) {
          throw toSpeechError(again);
        }
      }
    },
  };
}

/** Whisper wants ISO-639-1 ("en"), the product speaks BCP-47 ("en-US"). */
export const isoLanguage = (language: string) => language.split('-')[0]?.toLowerCase() || 'en';

/** Maps what the SDK throws to the port's errors. */
export function toSpeechError(error: unknown): SpeechError {
  if (error instanceof SpeechError) return error;
  if (error instanceof APIConnectionTimeoutError)
    return new SpeechError('timeout', 'The transcription service did not answer in time', true);
  if (error instanceof APIConnectionError)
    return new SpeechError('unavailable', 'The transcription service cannot be reached', true);
  if (!(error instanceof APIError) || error.status === undefined)
    return new SpeechError('unavailable', `The transcription service failed: ${describe(error)}`, true);
  const status = error.status;
  if (status === 401 || status === 403)
    return new SpeechError(
      'unauthorized',
      `The transcription service refused the API key (${status})`,
      false,
    );
  if (status === 429)
    return new SpeechError('rate_limited', 'The transcription service is limiting requests (429)', true);
  if (status === 408) return new SpeechError('timeout', 'The transcription service timed out (408)', true);
  if (status >= 500)
    return new SpeechError('unavailable', `The transcription service is unavailable (${status})`, true);
  if (status === 404)
    return new SpeechError('unavailable', 'The transcription service has no such model or path (404)', false);
  return new SpeechError('bad_audio', `The transcription service refused the audio (${status})`, false);
}

/** Retry-After in seconds or as an HTTP date, else one second; never more than ten. */
export function retryAfterMs(error: unknown, now = Date.now()): number {
  const header = error instanceof APIError ? error.headers?.get('retry-after') : null;
  if (!header) return DEFAULT_RETRY_AFTER_MS;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  if (!Number.isFinite(ms) || ms < 0) return DEFAULT_RETRY_AFTER_MS;
  return Math.min(ms, MAX_RETRY_AFTER_MS);
}

const describe = (value: unknown) =>
  value instanceof Error ? value.message : typeof value === 'string' ? value : 'no text in the reply';

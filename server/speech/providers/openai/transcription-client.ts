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

/** What one request asks besides the audio. */
export type TranscriptionRequest = {
  language: string;
  /** Whisper's `prompt`: words the audio likely holds (previous line, names, key terms). */
  prompt?: string | undefined;
  /** Tries of a request that failed for a passing reason; 1: no retry (partials). */
  attempts?: number;
};

export type TranscriptionClient = {
  /** The text of one utterance (PCM16 mono 16 kHz, whole or in frames); '' when nothing was said. */
  transcribe(pcm: Buffer | readonly Buffer[], request: TranscriptionRequest): Promise<string>;
};

/** How long to wait before retrying a 429 when the server does not say (Retry-After). */
const DEFAULT_RETRY_AFTER_MS = 1000;
const MAX_RETRY_AFTER_MS = 10_000;
/** Tries of one utterance before it becomes a gap (filled later, recovery.ts). */
export const DEFAULT_ATTEMPTS = 4;
/** The first backoff; doubled each time (0.5, 1, 2 s), a 429's Retry-After instead when given. */
const BACKOFF_MS = 500;
/** Whisper reads at most 224 tokens of prompt; a few hundred characters stay well under. */
export const PROMPT_MAX_CHARS = 400;

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

  async function once(pcm: Buffer | readonly Buffer[], request: TranscriptionRequest): Promise<string> {
    // The SDK's own request (auth, timeout, errors) with a body built in one copy (utterance-upload.ts).
    const prompt = request.prompt?.trim().slice(-PROMPT_MAX_CHARS);
    const upload = utteranceUpload(pcm, {
      model: config.model,
      language: isoLanguage(request.language),
      response_format: 'json',
      ...(prompt ? { prompt } : {}),
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
    /**
     * One utterance, tried again with bounded backoff on a passing failure (5xx, a reset, a
     * timeout, a 429 after its Retry-After); the last failure is thrown for the caller to keep
     * the audio as a gap.
     */
    async transcribe(pcm, request) {
      const attempts = Math.max(1, request.attempts ?? DEFAULT_ATTEMPTS);
      for (let attempt = 1; ; attempt++) {
        try {
          return await once(pcm, request);
        } catch (error) {
          const mapped = toSpeechError(error);
          if (!mapped.retryable || attempt >= attempts) throw mapped;
          await sleep(mapped.code === 'rate_limited' ? retryAfterMs(error) : BACKOFF_MS * 2 ** (attempt - 1));
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

import { z } from 'zod';
import { invalid, optional } from './config-values.ts';

export const DEFAULT_RECORDING_QUOTA_MB = 10_240;

/** The speech settings' environment variables (read by server/config.ts, the only reader of it). */
export const SpeechEnv = z.object({
  SPEECH_PROVIDER: z.enum(['auto', 'azure', 'openai', 'browser', '']).optional(),
  SPEECH_LANGUAGE: optional,
  AZURE_SPEECH_KEY: optional,
  AZURE_SPEECH_REGION: optional,
  AZURE_SPEECH_ENDPOINT: optional.pipe(z.url().optional()),
  AZURE_SPEECH_DIARIZE: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => v === 'true'),
  TRANSCRIBE_BASE_URL: optional.pipe(z.url().optional()),
  TRANSCRIBE_API_KEY: optional,
  TRANSCRIBE_MODEL: optional,
  TRANSCRIBE_PARTIAL_MS: optional
    .transform((v) => (v === undefined ? 0 : Number(v)))
    .pipe(z.number().int().min(0).max(60_000)),
  TRANSCRIBE_TIMEOUT_MS: optional
    .transform((v) => (v === undefined ? 30_000 : Number(v)))
    .pipe(z.number().int().min(1).max(600_000)),
  RECORDING_NOTICE: optional,
  /** Megabytes of recording each user may keep (decision 043); 10 GiB, about 45 hours of two-sided audio. */
  RECORDING_QUOTA_MB: optional
    .transform((v) => (v === undefined ? DEFAULT_RECORDING_QUOTA_MB : Number(v)))
    .pipe(z.number().int().min(1).max(1_000_000_000)),
});

/**
 * Who turns speech into text (docs/decisions/031-hearing-the-interview.md): Azure Speech, an
 * OpenAI-style `/audio/transcriptions` server (OpenAI, whisper.cpp, speaches, faster-whisper), or
 * no server provider, where the browser's own recognizer transcribes the microphone and audio is
 * only recorded.
 */
export type SpeechConfig = {
  provider: 'azure' | 'openai' | 'browser';
  /** BCP-47, e.g. en-US. */
  language: string;
  azure:
    | { key: string; region: string | undefined; endpoint: string | undefined; diarize: boolean }
    | undefined;
  openai:
    | {
        /** Includes `/v1`, as the SDKs expect. */
        baseUrl: string;
        apiKey: string | undefined;
        model: string;
        /** How often an utterance still being spoken is transcribed for a partial line; 0: never. */
        partialMs: number;
        timeoutMs: number;
      }
    | undefined;
  /** What the interviewer reads out before recording starts. */
  recordingNotice: string;
  /** Bytes of recording each user may keep, counted across instances (decision 043). */
  recordingQuotaBytes: number;
};

export const DEFAULT_RECORDING_NOTICE =
  'This interview is recorded and transcribed to help the interviewer take notes and evaluate it fairly. ' +
  'The recording and transcript are kept with your application and deleted with it. Is that all right with you?';

/** `config.speech` from the environment; an OpenAI key also serves transcription when no server is named. */
export function speechConfig(
  e: z.infer<typeof SpeechEnv> & {
    OPENAI_API_KEY?: string | undefined;
    OPENAI_BASE_URL?: string | undefined;
  },
): SpeechConfig {
  const azure = e.AZURE_SPEECH_KEY
    ? {
        key: e.AZURE_SPEECH_KEY,
        region: e.AZURE_SPEECH_REGION,
        endpoint: e.AZURE_SPEECH_ENDPOINT,
        diarize: e.AZURE_SPEECH_DIARIZE,
      }
    : undefined;
  if (azure && !azure.region && !azure.endpoint)
    invalid('AZURE_SPEECH_REGION: set the region of your Speech resource (or AZURE_SPEECH_ENDPOINT)');
  const apiKey = e.TRANSCRIBE_API_KEY ?? (e.TRANSCRIBE_BASE_URL ? undefined : e.OPENAI_API_KEY);
  const openai =
    e.TRANSCRIBE_BASE_URL || apiKey
      ? {
          baseUrl: (e.TRANSCRIBE_BASE_URL ?? e.OPENAI_BASE_URL ?? 'https://api.openai.com/v1').replace(
            /\/$/,
            '',
          ),
          apiKey,
          model: e.TRANSCRIBE_MODEL ?? 'whisper-1',
          partialMs: e.TRANSCRIBE_PARTIAL_MS,
          timeoutMs: e.TRANSCRIBE_TIMEOUT_MS,
        }
      : undefined;
  const chosen = e.SPEECH_PROVIDER || 'auto';
  const provider = chosen === 'auto' ? (azure ? 'azure' : openai ? 'openai' : 'browser') : chosen;
  if (provider === 'azure' && !azure) invalid('SPEECH_PROVIDER=azure: set AZURE_SPEECH_KEY');
  if (provider === 'openai' && !openai)
    invalid('SPEECH_PROVIDER=openai: set TRANSCRIBE_BASE_URL (a self-hosted server) or an API key');
  return {
    provider,
    language: e.SPEECH_LANGUAGE ?? 'en-US',
    azure,
    openai,
    recordingNotice: e.RECORDING_NOTICE ?? DEFAULT_RECORDING_NOTICE,
    recordingQuotaBytes: e.RECORDING_QUOTA_MB * 1024 * 1024,
  };
}

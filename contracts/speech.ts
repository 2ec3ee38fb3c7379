import { z } from 'zod';
import { Speaker } from './sessions.ts';

/**
 * Hearing the interview (spec 000 §7 "Live channels", docs/decisions/031-hearing-the-interview.md).
 * Audio travels as 16 kHz mono PCM16 little-endian, the browser's AudioWorklet output.
 */
export const SPEECH_SAMPLE_RATE = 16_000;
/** Bytes of one second of audio. */
export const PCM_BYTES_PER_SECOND = SPEECH_SAMPLE_RATE * 2;
/** Largest audio frame accepted (one second); the browser sends 20–100 ms frames. */
export const AUDIO_FRAME_MAX_BYTES = PCM_BYTES_PER_SECOND;

/** `system_audio` is the shared meeting tab, `mic_audio` the interviewer's microphone. */
export const AudioType = z.enum(['system_audio', 'mic_audio'], {
  error: 'audioType must be system_audio or mic_audio',
});
export type AudioType = z.infer<typeof AudioType>;

/**
 * The client's name for one upload, the same on every socket it reconnects with. The server
 * answers each socket at once with `audio_processed` holding the bytes it already took of that
 * upload (0 when it does not know it), so the client sends only what is missing; every later
 * `audio_processed` counts the upload's bytes, earlier sockets' included. Without it, each socket
 * counts from 0.
 */
const UploadStreamId = z.uuid({ error: 'streamId must be a stream id' }).optional();

/**
 * `GET /ws?sessionId&audioType&action=audio-stream[&streamId]`: binary PCM frames in;
 * `audio_processed` (bytes taken so far) back, plus `error`. Who speaks is the session's audio
 * source mapping.
 */
export const AudioStreamQuery = z.object({
  sessionId: z.uuid({ error: 'sessionId must be a session id' }),
  action: z.literal('audio-stream'),
  audioType: AudioType,
  streamId: UploadStreamId,
});
export type AudioStreamQuery = z.infer<typeof AudioStreamQuery>;

/**
 * `GET /ws?sessionId&speaker&action=start_streaming[&streamId]`: one speaker's microphone (the
 * record buttons). Client frames are JSON `audio_chunk`; the server answers `audio_processed`
 * (first, as on audio-stream), `ready`, `transcription`, `error`.
 */
export const SpeechStreamQuery = z.object({
  sessionId: z.uuid({ error: 'sessionId must be a session id' }),
  action: z.literal('start_streaming'),
  speaker: Speaker,
  streamId: UploadStreamId,
});
export type SpeechStreamQuery = z.infer<typeof SpeechStreamQuery>;

/** Base64 of at most AUDIO_FRAME_MAX_BYTES of PCM. */
export const AudioChunkMessage = z.object({
  type: z.literal('audio_chunk'),
  audioData: z
    .string()
    .max(Math.ceil(AUDIO_FRAME_MAX_BYTES / 3) * 4, 'Audio chunks hold at most one second')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'audioData must be base64'),
  timestamp: z.number().int().min(0).optional(),
});
export type AudioChunkMessage = z.infer<typeof AudioChunkMessage>;

/** What the speech channels send back (the live channel's `error` shape for errors). */
export const SpeechServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), data: z.object({ provider: z.string() }) }),
  z.object({
    type: z.literal('transcription'),
    data: z.object({ text: z.string(), isFinal: z.boolean(), speakerName: z.string().nullable() }),
  }),
  z.object({ type: z.literal('audio_processed'), data: z.object({ bytes: z.number().int() }) }),
  z.object({
    type: z.literal('error'),
    data: z.object({ error: z.string(), code: z.string().optional() }),
  }),
]);
export type SpeechServerMessage = z.infer<typeof SpeechServerMessage>;

/** `GET /api/speech`: what the server can hear with, so the dashboard can say what works. */
export const SpeechStatusDto = z.object({
  /** `browser`: no server provider; the microphone is transcribed by the browser where it can. */
  provider: z.enum(['azure', 'openai', 'browser']),
  /** Whether tab (and microphone) audio is transcribed on the server. */
  serverTranscription: z.boolean(),
  /** Whether the provider labels speakers (kept as `speakerName`). */
  diarization: z.boolean(),
  /** The notice read to the candidate before recording. */
  recordingNotice: z.string(),
});
export type SpeechStatusDto = z.infer<typeof SpeechStatusDto>;

/** `POST /api/sessions/{id}/recording-consent`: the interviewer confirms the candidate was told. */
export const RecordingConsentDto = z.object({
  confirmedBy: z.string(),
  confirmedAt: z.iso.datetime(),
});
export type RecordingConsentDto = z.infer<typeof RecordingConsentDto>;

/** Close codes of the speech channels beyond the live channel's (LIVE_CLOSE). */
export const SPEECH_CLOSE = {
  /** Recording needs the interviewer's confirmation that the candidate was told. */
  noConsent: 4403,
  /** The session is closed; nothing more is recorded. */
  sessionClosed: 4409,
  /** The user's recording storage is full (RecordingStorageDto); nothing more is recorded. */
  storageFull: 4507,
} as const;

/**
 * `GET /api/recordings/storage`: the user's recording storage, whatever instance records
 * (decision 043). Recording stops once `usedBytes` reaches `quotaBytes`; the dashboard says so
 * before (from `RECORDING_STORAGE_WARN_SHARE` of the quota) and then.
 */
export const RecordingStorageDto = z.object({
  usedBytes: z.number().int().min(0),
  quotaBytes: z.number().int().min(1),
});
export type RecordingStorageDto = z.infer<typeof RecordingStorageDto>;

/** From this share of the quota on, the dashboard says the storage is nearly full. */
export const RECORDING_STORAGE_WARN_SHARE = 0.9;

/** The audio channels' refusal, and their `error` before the storageFull close. */
export const RECORDING_STORAGE_FULL_MESSAGE =
  'Your recording storage is full, so no more audio is recorded. Erase interviews you no longer need, or ask your administrator for a larger quota.';
/** The `error` message's code when recording stopped for the quota. */
export const RECORDING_STORAGE_FULL_CODE = 'storage_full';

/**
 * `GET /api/sessions/{id}/transcription` (and `/api/candidates/{id}/transcription` over the
 * candidate's sessions): seconds of recorded speech not transcribed yet; the server fills them
 * itself once the provider answers again, `POST …/transcription/retry` at once.
 */
export const TranscriptionBacklogDto = z.object({ behindSeconds: z.number().int().min(0) });
export type TranscriptionBacklogDto = z.infer<typeof TranscriptionBacklogDto>;

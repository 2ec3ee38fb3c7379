import type { SpeechErrorCode, SpeechResult, SpeechSpan } from '#server/speech/speech-provider.ts';

/** A `SpeechError` as it crosses between threads. */
export type ThreadError = { code: SpeechErrorCode; message: string; retryable: boolean };

/** What the server's thread sends the speech thread. */
export type ToSpeechThread =
  | { op: 'open'; id: number; language: string; diarize: boolean | undefined }
  /**
   * Each stream's audio since the last message, `pcm[start, end)` of one buffer handed over
   * whole, with its prompt when that changed.
   */
  | { op: 'audio'; pcm: ArrayBuffer; streams: { id: number; start: number; end: number; prompt?: string }[] }
  | { op: 'end'; id: number };

/** What the speech thread answers. */
export type FromSpeechThread =
  /** The provider is open: streams opened from now on go on on a replacement if the thread dies. */
  | { op: 'ready' }
  | { op: 'result'; id: number; result: SpeechResult }
  | { op: 'error'; id: number; error: ThreadError; span?: SpeechSpan | undefined }
  | { op: 'ended'; id: number };

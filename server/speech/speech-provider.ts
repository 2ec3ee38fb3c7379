/**
 * The port every speech-to-text provider stands behind (docs/decisions/031-hearing-the-interview.md).
 * One stream per speaker track: PCM16 mono at 16 kHz goes in, partial and final results come out.
 */
export type SpeechResult = {
  text: string;
  /** Partial results are shown while someone speaks and never stored. */
  isFinal: boolean;
  /** The provider's speaker label where it diarizes ("Guest-1"), kept as `speakerName`. */
  speakerLabel?: string;
  /** Milliseconds from the start of the stream. */
  offsetMs?: number;
  durationMs?: number;
};

export type SpeechErrorCode = 'unauthorized' | 'rate_limited' | 'unavailable' | 'timeout' | 'bad_audio';

/** A provider's refusal or failure, said in words a recruiter can act on. */
export class SpeechError extends Error {
  constructor(
    readonly code: SpeechErrorCode,
    message: string,
    /** Whether the same audio may succeed later (429, 5xx, timeouts). */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SpeechError';
  }
}

/** Any failure as a `SpeechError`: what is not one already is the service out of reach. */
export const asSpeechError = (error: unknown): SpeechError =>
  error instanceof SpeechError
    ? error
    : new SpeechError('unavailable', 'The speech service could not be reached; the audio is kept', true);

/** Where in the stream an utterance lies, milliseconds from the stream's first byte. */
export type SpeechSpan = { offsetMs: number; durationMs: number };

export type SpeechHandlers = {
  onResult(result: SpeechResult): void;
  /**
   * The stream keeps accepting audio after a retryable error; the audio is kept on disk anyway.
   * `span` is the utterance that was given up, when the provider knows it (its gap is exact).
   */
  onError(error: SpeechError, span?: SpeechSpan): void;
};

/** The handlers, each call guarded: a failing listener must not stop a provider's stream. */
export function guarded(handlers: SpeechHandlers) {
  return {
    deliver(result: SpeechResult): void {
      try {
        handlers.onResult(result);
      } catch {
        // The stream goes on.
      }
    },
    report(error: SpeechError, span?: SpeechSpan): void {
      try {
        handlers.onError(error, span);
      } catch {
        // The stream goes on.
      }
    },
  };
}

export type SpeechStream = {
  /** Appends PCM16 LE mono 16 kHz; never blocks. */
  write(pcm: Buffer): void;
  /** Ends the audio and resolves once every final result has been delivered (or failed). */
  end(): Promise<void>;
};

export type SpeechStreamOptions = {
  language: string;
  diarize?: boolean;
  /** Words the next utterance likely holds (the previous line, names, the job's terms). */
  prompt?: () => string;
};

export type SpeechProvider = {
  name: 'azure' | 'openai';
  diarizes: boolean;
  open(options: SpeechStreamOptions, handlers: SpeechHandlers): SpeechStream;
  /** Transcribes recorded audio in one go (after an outage); finals only. */
  transcribe?(pcm: AsyncIterable<Buffer>, options: SpeechStreamOptions): Promise<SpeechResult[]>;
};

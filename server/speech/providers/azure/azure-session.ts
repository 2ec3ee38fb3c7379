import {
  AudioConfig,
  AudioInputStream,
  AudioStreamFormat,
  CancellationErrorCode,
  CancellationReason,
  Connection,
  type ConnectionMessageEventArgs,
  ConversationTranscriber,
  PropertyId,
  ResultReason,
  SpeechConfig,
  type SpeechRecognitionCanceledEventArgs,
  SpeechRecognizer,
} from 'microsoft-cognitiveservices-speech-sdk';
import { SPEECH_SAMPLE_RATE } from '#contracts/speech.ts';
import type { SpeechConfig as ProductSpeechConfig } from '#server/config.ts';
import type { SpeechError, SpeechResult } from '#server/speech/speech-provider.ts';
import { cancellationError } from './azure-errors.ts';

export type AzureSpeechConfig = NonNullable<ProductSpeechConfig['azure']>;

export type AzureSessionEvents = {
  /** Offsets are from the start of this session's audio. */
  onResult(result: SpeechResult): void;
  /** The session is over after an error; no more results come. */
  onError(error: SpeechError): void;
};

/** One recognizer on one push stream, from the first audio to the service's last result. */
export type AzureSession = {
  write(pcm: Buffer): void;
  /**
   * Resolves true once the SDK has sent the service all but `aheadBytes` of the audio written (it
   * sends the first 5 s at once, then twice as fast as spoken); false if the session ended with
   * audio unsent or the SDK sent nothing for `stallMs`. Pushed audio waits in memory until sent.
   */
  sent(aheadBytes: number, stallMs: number): Promise<boolean>;
  /** Ends the audio; true once the service has sent its last result, false if `timeoutMs` passed first. */
  finish(timeoutMs: number): Promise<boolean>;
  /** Drops the session after an error, waiting for nothing. */
  abandon(): void;
};

const TICKS_PER_MS = 10_000;

/** What recognizer and transcriber results share. */
type RecognitionResult = {
  reason: ResultReason;
  text: string;
  speakerId: string;
  offset: number;
  duration: number;
};

/**
 * Continuous recognition through the Speech SDK (push stream of PCM16 mono 16 kHz): a
 * SpeechRecognizer, or a ConversationTranscriber when speakers are to be told apart, whose
 * speaker ids ("Guest-1") are kept for interim results too.
 */
export function startAzureSession(
  config: AzureSpeechConfig,
  options: { language: string; diarize: boolean },
  events: AzureSessionEvents,
): AzureSession {
  const speechConfig = config.endpoint
    ? SpeechConfig.fromEndpoint(new URL(config.endpoint), config.key)
    : SpeechConfig.fromSubscription(config.key, config.region ?? '');
  speechConfig.speechRecognitionLanguage = options.language;
  const push = AudioInputStream.createPushStream(
    AudioStreamFormat.getWaveFormatPCM(SPEECH_SAMPLE_RATE, 16, 1),
  );
  const audioConfig = AudioConfig.fromStreamInput(push);
  let settle: () => void = () => {};
  const whenStopped = new Promise<void>((resolve) => {
    settle = resolve;
  });
  let over = false;
  let writtenBytes = 0;
  let sentBytes = 0;
  let progressed: () => void = () => {};
  const stopped = () => {
    over = true;
    settle();
    progressed();
  };
  const countSent = ({ message }: ConnectionMessageEventArgs) => {
    // The WAV header that opens the stream is the one audio message with a Content-Type.
    if (
      !message.isBinaryMessage ||
      message.path !== 'audio' ||
      message.properties.getProperty('Content-Type')
    )
      return;
    sentBytes += message.binaryMessage?.byteLength ?? 0;
    progressed();
  };

  const toResult = (r: RecognitionResult, isFinal: boolean): SpeechResult => ({
    text: r.text,
    isFinal,
    speakerLabel: options.diarize && r.speakerId && r.speakerId !== 'Unknown' ? r.speakerId : undefined,
    offsetMs: r.offset / TICKS_PER_MS,
    durationMs: r.duration / TICKS_PER_MS,
  });
  const interim = (r: RecognitionResult) => {
    if (r.reason === ResultReason.RecognizingSpeech && r.text) events.onResult(toResult(r, false));
  };
  const final = (r: RecognitionResult) => {
    // NoMatch (noise, silence) is no result at all.
    if (r.reason === ResultReason.RecognizedSpeech && r.text) events.onResult(toResult(r, true));
  };
  const canceled = (e: SpeechRecognitionCanceledEventArgs) => {
    if (e.reason === CancellationReason.Error) events.onError(cancellationError(e.errorCode, e.errorDetails));
    stopped();
  };
  const startFailed = (error: string) => {
    events.onError(cancellationError(CancellationErrorCode.ConnectionFailure, error));
    stopped();
  };

  let stop: () => Promise<void>;
  let close: () => void;
  if (options.diarize) {
    speechConfig.setProperty(PropertyId.SpeechServiceResponse_DiarizeIntermediateResults, 'true');
    const transcriber = new ConversationTranscriber(speechConfig, audioConfig);
    transcriber.transcribing = (_s, e) => interim(e.result);
    transcriber.transcribed = (_s, e) => final(e.result);
    transcriber.canceled = (_s, e) => canceled(e);
    transcriber.sessionStopped = () => stopped();
    Connection.fromRecognizer(transcriber).messageSent = countSent;
    transcriber.startTranscribingAsync(undefined, startFailed);
    stop = () => new Promise((resolve) => transcriber.stopTranscribingAsync(resolve, () => resolve()));
    close = () => transcriber.close(undefined, () => {});
  } else {
    const recognizer = new SpeechRecognizer(speechConfig, audioConfig);
    recognizer.recognizing = (_s, e) => interim(e.result);
    recognizer.recognized = (_s, e) => final(e.result);
    recognizer.canceled = (_s, e) => canceled(e);
    recognizer.sessionStopped = () => stopped();
    Connection.fromRecognizer(recognizer).messageSent = countSent;
    recognizer.startContinuousRecognitionAsync(undefined, startFailed);
    stop = () =>
      new Promise((resolve) => recognizer.stopContinuousRecognitionAsync(resolve, () => resolve()));
    close = () => recognizer.close(undefined, () => {});
  }

  return {
    write(pcm) {
      // A copy of exactly these bytes: a small Buffer is a view into Node's shared pool.
      push.write(pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.length) as ArrayBuffer);
      writtenBytes += pcm.length;
    },
    async sent(aheadBytes, stallMs) {
      while (writtenBytes - sentBytes > aheadBytes) {
        if (over) return false;
        const before = sentBytes;
        const progress = new Promise<void>((resolve) => {
          progressed = resolve;
        });
        await within(progress, stallMs);
        if (sentBytes === before && !over) return false;
      }
      return true;
    },
    async finish(timeoutMs) {
      push.close();
      const done = await within(whenStopped, timeoutMs);
      await within(stop(), 1000);
      close();
      return done;
    },
    abandon() {
      push.close();
      close();
    },
  };
}

/** Whether `promise` settled within `ms`. */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

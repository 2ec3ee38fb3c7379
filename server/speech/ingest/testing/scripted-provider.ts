import type {
  SpeechError,
  SpeechHandlers,
  SpeechProvider,
  SpeechResult,
  SpeechStream,
  SpeechStreamOptions,
} from '../../speech-provider.ts';

/** One stream opened on the scripted provider: what it was sent, and the test's hand on its results. */
export type ScriptedStream = {
  options: SpeechStreamOptions;
  /** Every byte written, in order. */
  audio(): Buffer;
  ended: boolean;
  result(result: SpeechResult): void;
  error(error: SpeechError): void;
  /** Resolves once at least `bytes` have been written. */
  received(bytes: number, ms?: number): Promise<void>;
};

type Script = {
  diarizes?: boolean;
  /** Thrown by `open` (a provider that cannot start). */
  openError?: () => Error;
  /** Results delivered when the stream ends (the last utterance's final). */
  atEnd?: (stream: ScriptedStream) => void;
  /** Answers `transcribe` (recorded audio) from the PCM it was given. */
  transcribe?: (pcm: Buffer, options: SpeechStreamOptions) => SpeechResult[];
};

/**
 * A speech vendor played by the test: it records what each stream is sent and delivers the
 * partials, finals and refusals the test scripts, as a real provider's callbacks would.
 */
export function createScriptedProvider(script: Script = {}) {
  const streams: ScriptedStream[] = [];
  const opened: (() => void)[] = [];
  /** The PCM each `transcribe` call was given. */
  const transcribed: Buffer[] = [];
  const provider: SpeechProvider = {
    name: 'azure',
    diarizes: script.diarizes ?? false,
    ...(script.transcribe && {
      async transcribe(pcm: AsyncIterable<Buffer>, options: SpeechStreamOptions) {
        const parts: Buffer[] = [];
        for await (const part of pcm) parts.push(part);
        const audio = Buffer.concat(parts);
        transcribed.push(audio);
        return script.transcribe?.(audio, options) ?? [];
      },
    }),
    open(options, handlers: SpeechHandlers): SpeechStream {
      if (script.openError) throw script.openError();
      const parts: Buffer[] = [];
      let bytes = 0;
      const waiters = new Set<() => void>();
      const stream: ScriptedStream = {
        options,
        audio: () => Buffer.concat(parts),
        ended: false,
        result: (result) => handlers.onResult(result),
        error: (error) => handlers.onError(error),
        received: (wanted, ms = 5_000) =>
          new Promise((resolve, reject) => {
            const check = () => {
              if (bytes < wanted) return;
              clearTimeout(timer);
              waiters.delete(check);
              resolve();
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              reject(new Error(`the provider got ${bytes} of ${wanted} bytes within ${ms} ms`));
            }, ms);
            waiters.add(check);
            check();
          }),
      };
      streams.push(stream);
      for (const wake of opened.splice(0)) wake();
      return {
        write(pcm) {
          parts.push(Buffer.from(pcm));
          bytes += pcm.length;
          for (const wake of [...waiters]) wake();
        },
        async end() {
          stream.ended = true;
          script.atEnd?.(stream);
        },
      };
    },
  };
  return {
    provider,
    streams,
    transcribed,
    /** The `n`th stream opened (0 first), once it is. */
    async stream(n = 0): Promise<ScriptedStream> {
      while (!streams[n]) await new Promise<void>((resolve) => opened.push(resolve));
      return streams[n] as ScriptedStream;
    },
  };
}
export type ScriptedProvider = ReturnType<typeof createScriptedProvider>;

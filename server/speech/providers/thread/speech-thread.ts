import { Worker } from 'node:worker_threads';
import type { SpeechConfig } from '#server/config.ts';
import { msOf } from '#server/speech/recovery/positions.ts';
import {
  asSpeechError,
  guarded,
  SpeechError,
  type SpeechHandlers,
  type SpeechProvider,
  type SpeechStream,
  type SpeechStreamOptions,
} from '#server/speech/speech-provider.ts';
import type { FromSpeechThread, ToSpeechThread } from './speech-thread-messages.ts';

const workerUrl = new URL('./speech-worker.mjs', import.meta.url);

/**
 * Frames go to the thread this often: one message for every stream's frames instead of one a frame
 * (2,500 a second for 50 interviews). It delays a final by at most this much.
 */
const FLUSH_MS = 20;

const threadLost = () => asSpeechError(new Error('The speech thread stopped'));

export type ThreadedSpeech = SpeechProvider & { close(): Promise<void> };

type ThreadStream = {
  options: SpeechStreamOptions;
  handlers: ReturnType<typeof guarded>;
  /** Bytes written before the stream was last opened on a thread: its results' offsets start there. */
  base: number;
  written: number;
  waiting: Buffer[];
  queued: number;
  prompt: string | undefined;
  /** Set by `end`: resolved once the thread delivered the stream's last results (or was lost). */
  ending?: Promise<void>;
  ended?: () => void;
};

type Options = {
  /** Why a thread stopped (it is replaced), for the log. */
  onError(error: unknown): void;
  /** The thread's entry (a test's may stand in front of it). */
  entry?: URL;
};

/**
 * The configured provider's live streams on a thread of their own (docs/decisions/059): the
 * server's thread passes each capture's frames on, every 20 ms in one message, and
 * hears results and errors back. Finding utterances, building uploads and reading the provider's
 * answers (most of what transcription costs, and most of its garbage) no longer hold up a typed
 * line on the server's thread. A thread that dies is replaced: each stream reports the utterance
 * it was hearing as lost (a gap, filled later) and goes on on the new thread, its offsets kept.
 * `transcribe` (recorded audio, after an outage) runs on the server's thread, rarely.
 */
export function speechOnThread(
  config: SpeechConfig,
  inProcess: SpeechProvider,
  { onError, entry = workerUrl }: Options,
): ThreadedSpeech {
  const streams = new Map<number, ThreadStream>();
  let nextId = 0;
  let worker: Worker | undefined;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const post = (message: ToSpeechThread) => worker?.postMessage(message);

  const onMessage = (message: FromSpeechThread) => {
    if (message.op === 'ready') {
      started = true;
      return;
    }
    const stream = streams.get(message.id);
    if (!stream) return;
    if (message.op === 'result') {
      const { result } = message;
      const offsetMs = result.offsetMs === undefined ? undefined : result.offsetMs + msOf(stream.base);
      stream.handlers.deliver(offsetMs === undefined ? result : { ...result, offsetMs });
    } else if (message.op === 'error') {
      const { code, message: words, retryable } = message.error;
      const span = message.span && { ...message.span, offsetMs: message.span.offsetMs + msOf(stream.base) };
      stream.handlers.report(new SpeechError(code, words, retryable), span);
    } else {
      streams.delete(message.id);
      stream.ended?.();
    }
  };

  const openOn = (id: number, stream: ThreadStream) =>
    post({ op: 'open', id, language: stream.options.language, diarize: stream.options.diarize });

  /** A lost thread: every stream hears it; those on a thread that had started go on on a new one. */
  const onExit = (code: number) => {
    const lost = started;
    worker = undefined;
    started = false;
    if (closed) return;
    onError(new Error(`The speech thread stopped (exit code ${code}); a new one takes its streams`));
    for (const [id, stream] of streams) {
      stream.handlers.report(threadLost());
      stream.waiting = [];
      stream.queued = 0;
      if (stream.ending || !lost) {
        streams.delete(id);
        stream.ended?.();
        continue;
      }
      stream.base = stream.written;
      stream.prompt = undefined;
      spawn();
      openOn(id, stream);
    }
  };

  const spawn = () => {
    if (worker) return;
    worker = new Worker(entry, { workerData: { config } });
    worker.unref();
    worker.on('message', onMessage);
    // What the thread threw; its 'exit' follows.
    worker.on('error', onError);
    worker.on('exit', onExit);
  };

  /** Every stream's frames since the last flush, in one buffer handed over to the thread. */
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const sending = [...streams].filter(([, stream]) => stream.waiting.length > 0);
    if (sending.length === 0) return;
    const pcm = Buffer.allocUnsafeSlow(sending.reduce((n, [, s]) => n + s.queued, 0));
    let at = 0;
    const batch = sending.map(([id, stream]) => {
      const start = at;
      for (const frame of stream.waiting) at += frame.copy(pcm, at);
      stream.waiting = [];
      stream.queued = 0;
      const prompt = stream.options.prompt?.();
      const changed = prompt !== undefined && prompt !== stream.prompt;
      stream.prompt = prompt;
      return changed ? { id, start, end: at, prompt } : { id, start, end: at };
    });
    worker?.postMessage({ op: 'audio', pcm: pcm.buffer, streams: batch } satisfies ToSpeechThread, [
      pcm.buffer,
    ]);
  };

  spawn();
  return {
    name: inProcess.name,
    diarizes: inProcess.diarizes,
    open(options: SpeechStreamOptions, handlers: SpeechHandlers): SpeechStream {
      if (closed) throw threadLost();
      spawn();
      const id = ++nextId;
      const stream: ThreadStream = {
        options,
        handlers: guarded(handlers),
        base: 0,
        written: 0,
        waiting: [],
        queued: 0,
        prompt: undefined,
      };
      streams.set(id, stream);
      openOn(id, stream);
      return {
        write(pcm) {
          if (!streams.has(id) || stream.ending) return;
          stream.written += pcm.length;
          stream.queued += pcm.length;
          stream.waiting.push(pcm);
          timer ??= setTimeout(flush, FLUSH_MS);
        },
        end() {
          if (!streams.has(id)) return stream.ending ?? Promise.resolve();
          if (stream.ending) return stream.ending;
          flush();
          stream.ending = new Promise<void>((resolve) => {
            stream.ended = resolve;
          });
          post({ op: 'end', id });
          return stream.ending;
        },
      };
    },
    ...(inProcess.transcribe && { transcribe: inProcess.transcribe.bind(inProcess) }),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      for (const stream of streams.values()) stream.ended?.();
      streams.clear();
      await worker?.terminate();
    },
  };
}

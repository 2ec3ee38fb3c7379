import {
  guarded,
  SpeechError,
  type SpeechHandlers,
  type SpeechResult,
  type SpeechStream,
} from '#server/speech/speech-provider.ts';
import { type Utterance, UtteranceSegmenter, type UtteranceSoFar } from '../vad/utterance-segmenter.ts';
import { type TranscriptionClient, toSpeechError } from './transcription-client.ts';

/** Final requests one stream may have open at once; a partial only goes while none is. */
export const MAX_IN_FLIGHT = 2;
/** A partial transcribes only the last this many milliseconds of the utterance in progress. */
export const PARTIAL_WINDOW_MS = 6_000;
/** Ended utterances waiting for a request; beyond this the oldest is given up (its audio is on disk). */
export const MAX_BACKLOG = 32;

export type TranscriptionStreamOptions = {
  client: TranscriptionClient;
  language: string;
  prompt?: (() => string) | undefined;
  /** How often the utterance being spoken is transcribed for a partial line; 0: never. */
  partialMs: number;
  handlers: SpeechHandlers;
  now?: () => number;
};

/**
 * One speaker track sent utterance by utterance: the segmenter hears where each utterance ends,
 * each goes out as one request, and finals are delivered in the order they were spoken however
 * the requests finish. Partials, when asked for, re-transcribe the utterance in progress.
 */
export function openTranscriptionStream(options: TranscriptionStreamOptions): SpeechStream {
  const { client, language, partialMs } = options;
  const request = (attempts?: number) => ({ language, prompt: options.prompt?.(), attempts });
  const { deliver, report } = guarded(options.handlers);
  const now = options.now ?? (() => performance.now());
  const waiting: { index: number; utterance: Utterance }[] = [];
  const settled = new Map<number, SpeechResult | undefined>();
  let nextIndex = 0;
  let nextDelivery = 0;
  let finalsInFlight = 0;
  let partialInFlight = false;
  let lastPartialAt = Number.NEGATIVE_INFINITY;
  let ended = false;
  let drained: () => void = () => {};
  const whenDrained = new Promise<void>((resolve) => {
    drained = resolve;
  });

  const segmenter = new UtteranceSegmenter((utterance) => {
    waiting.push({ index: nextIndex, utterance });
    nextIndex += 1;
    const dropped = waiting.length > MAX_BACKLOG ? waiting.shift() : undefined;
    if (dropped) {
      settle(dropped.index, undefined);
      report(
        new SpeechError('unavailable', 'Transcription is falling behind; the audio is kept', true),
        timing(dropped.utterance),
      );
    }
    pump();
  });

  function pump() {
    while (waiting.length > 0 && finalsInFlight < MAX_IN_FLIGHT) {
      const job = waiting.shift();
      if (!job) break;
      const { index, utterance } = job;
      finalsInFlight += 1;
      client
        .transcribe(utterance.pcm, request())
        .then(
          (text) => settle(index, { text, isFinal: true, ...timing(utterance) }),
          (error: unknown) => {
            settle(index, undefined);
            report(toSpeechError(error), timing(utterance));
          },
        )
        .finally(() => {
          finalsInFlight -= 1;
          pump();
          checkDrained();
        });
    }
  }

  /** Delivers finals in utterance order as soon as every earlier one has settled. */
  function settle(index: number, result: SpeechResult | undefined) {
    settled.set(index, result);
    while (settled.has(nextDelivery)) {
      const next = settled.get(nextDelivery);
      settled.delete(nextDelivery);
      nextDelivery += 1;
      if (next?.text) deliver(next);
    }
  }

  function maybePartial() {
    if (partialMs <= 0 || ended || partialInFlight) return;
    if (waiting.length > 0 || finalsInFlight > 0) return; // finals first
    if (now() - lastPartialAt < partialMs) return;
    const current = segmenter.inProgress();
    if (!current) return;
    const utteranceIndex = nextIndex;
    lastPartialAt = now();
    partialInFlight = true;
    client
      .transcribe(tail(current.frames, PARTIAL_WINDOW_MS), request(1))
      .then(
        (text) => {
          // Dropped once the utterance has ended: its final is on the way and must not be overtaken.
          if (text && !ended && nextIndex === utteranceIndex)
            deliver({ text, isFinal: false, ...timing(current) });
        },
        () => {}, // the utterance's final reports what went wrong
      )
      .finally(() => {
        partialInFlight = false;
        pump();
        checkDrained();
      });
  }

  function checkDrained() {
    if (ended && waiting.length === 0 && finalsInFlight === 0 && nextDelivery === nextIndex) drained();
  }

  return {
    write(pcm) {
      if (ended) return;
      try {
        segmenter.write(pcm);
        maybePartial();
      } catch (error) {
        report(new SpeechError('bad_audio', `The audio could not be read: ${String(error)}`, false));
      }
    },
    end() {
      if (!ended) {
        ended = true;
        segmenter.flush();
        pump();
        checkDrained();
      }
      return whenDrained;
    },
  };
}

const timing = (u: Utterance | UtteranceSoFar) => ({ offsetMs: u.startMs, durationMs: u.endMs - u.startMs });

/** The last `ms` of an utterance's frames (whole frames), so a long turn's partials stay short. */
export function tail(frames: readonly Buffer[], ms: number): readonly Buffer[] {
  const budget = (ms * 32_000) / 1000;
  let bytes = 0;
  let from = frames.length;
  while (from > 0 && bytes < budget) {
    from -= 1;
    bytes += frames[from]?.length ?? 0;
  }
  return from === 0 ? frames : frames.slice(from);
}

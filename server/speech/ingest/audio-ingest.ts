import type { Speaker } from '#contracts/sessions.ts';
import type { SpeechServerMessage } from '#contracts/speech.ts';
import type { BroadcastMessage } from '#server/live/event-bus.ts';
import type { SpoolHandle } from '../recordings/spools.ts';
import { bytesOf, msOf, positionId } from '../recovery/positions.ts';
import type { TranscriptionRecovery } from '../recovery/transcription-recovery.ts';
import {
  SpeechError,
  type SpeechProvider,
  type SpeechResult,
  type SpeechSpan,
  type SpeechStream,
} from '../speech-provider.ts';
import type { SpeechChunks } from './speech-chunks.ts';
import type { UploadTally } from './upload-streams.ts';

export type IngestDeps = {
  provider: SpeechProvider | undefined;
  language: string;
  diarize: boolean;
  commit: SpeechChunks;
  publish(sessionId: string, message: BroadcastMessage): void;
  /** Gaps recorded where every instance sees them, and filled once the provider answers again. */
  recovery: Pick<TranscriptionRecovery, 'recordGap' | 'recovered'>;
  /** The session's names and key terms, for the provider's prompt. */
  promptContext(sessionId: string): Promise<string>;
  onError(error: unknown): void;
  /** `audio_processed` goes out at most this often. */
  processedEveryMs: number;
  /** How long the provider may take to deliver its last finals when a stream ends. */
  endTimeoutMs: number;
};

export type IngestStream = {
  userId: string;
  sessionId: string;
  speaker: Speaker;
  streamId: string;
  spool: SpoolHandle;
  /** Sends to the uploading socket only (the latest one, `rebind`). */
  send(message: SpeechServerMessage): void;
  /** `start_streaming`: results also go back to the sender as `transcription`. */
  echo: boolean;
  /** No server provider, and the browser transcribes this audio itself (the microphone). */
  transcribedInBrowser: boolean;
  /**
   * The bytes taken of the client's upload, earlier sockets' included (upload-streams.ts): what
   * `audio_processed` reports. A count of this stream alone when absent.
   */
  tally?: UploadTally;
};

const asSpeechError = (error: unknown) =>
  error instanceof SpeechError
    ? error
    : new SpeechError('unavailable', 'The speech service could not be reached; the audio is kept', true);

/**
 * One capture's ingest (docs/decisions/031-hearing-the-interview.md, 036-every-utterance-once.md):
 * every frame goes to the participant's spool, then to the provider; partials are published to
 * every screen, finals become transcript lines named by their place in the recording and stamped
 * with when their speech began. An utterance the provider gave up on is recorded as a gap at its
 * place, filled later by the server itself. The ingest outlives a socket: `rebind` hands it the
 * next socket of the same upload, and the utterance being spoken goes on.
 */
export function openAudioIngest(deps: IngestDeps, stream: IngestStream) {
  const { sessionId, speaker, streamId, spool, echo } = stream;
  let send = stream.send;
  const tally = stream.tally ?? { bytes: 0 };
  /** Where this capture's first byte lies in the participant's recording. */
  const base = spool.bytes;
  let taken = 0;
  /** When this capture's first byte was heard: stream milliseconds are added to it. */
  let anchor: number | undefined;
  let reported = tally.bytes;
  let lastReport = 0;
  let timer: NodeJS.Timeout | undefined;
  let finals = 0;
  let commits: Promise<void> = Promise.resolve();
  /** Where the last final ended: a provider that names no utterance leaves a gap from here. */
  let settledAt = base;
  let openGap: { start: number; error: SpeechError } | undefined;
  let ending: Promise<void> | undefined;
  let lastError = '';
  let lastLine = '';
  let context = '';
  deps.promptContext(sessionId).then((c) => {
    context = c;
  }, deps.onError);

  const timeAt = (position: number) => new Date((anchor ?? Date.now()) + msOf(position - base));
  const recordGap = (start: number, end: number, error: SpeechError | undefined) =>
    void deps.recovery
      .recordGap({ sessionId, speaker, startByte: start, endByte: end, beganAt: timeAt(start) }, error)
      .catch(deps.onError);

  const report = () => {
    timer = undefined;
    if (tally.bytes === reported) return;
    reported = tally.bytes;
    lastReport = Date.now();
    send({ type: 'audio_processed', data: { bytes: reported } });
  };

  const fail = (error: SpeechError, span?: SpeechSpan) => {
    const fresh = error.message !== lastError;
    lastError = error.message;
    if (fresh) send({ type: 'error', data: { error: error.message, code: error.code } });
    if (span) {
      const start = base + bytesOf(span.offsetMs);
      recordGap(start, start + bytesOf(span.durationMs), fresh ? error : undefined);
    } else {
      openGap ??= { start: settledAt, error };
    }
  };
  const closeGap = (end: number) => {
    if (!openGap) return;
    const { start, error } = openGap;
    openGap = undefined;
    recordGap(start, Math.max(start, end), error);
  };

  const onResult = (result: SpeechResult) => {
    const text = result.text.trim();
    if (!text) return;
    const speakerName = result.speakerLabel ?? null;
    if (!result.isFinal) {
      deps.publish(sessionId, {
        type: 'partial_transcription',
        data: { speaker, speakerName, text, streamId },
      });
      if (echo) send({ type: 'transcription', data: { text, isFinal: false, speakerName } });
      return;
    }
    // A provider that gives no offsets: the utterance ends at the audio taken so far.
    const known = result.offsetMs !== undefined;
    const heardTo = base + taken;
    const start = known
      ? base + bytesOf(result.offsetMs)
      : Math.max(settledAt, heardTo - bytesOf(result.durationMs));
    const end = known ? Math.max(start + 2, start + bytesOf(result.durationMs)) : heardTo;
    closeGap(start);
    settledAt = Math.max(settledAt, end);
    if (lastError) {
      lastError = '';
      void deps.recovery.recovered(sessionId).catch(deps.onError);
    }
    lastLine = text;
    const clientChunkId = known ? positionId({ speaker, start, end }) : `speech:${streamId}:${++finals}`;
    const turn = {
      clientChunkId,
      text,
      speakerName,
      timestamp: timeAt(start).toISOString(),
      ...(known ? { durationMs: msOf(end - start) } : {}),
    };
    commits = commits.then(async () => {
      const outcome = await deps.commit(stream, turn);
      if (!outcome.ok) send({ type: 'error', data: { error: outcome.error, code: outcome.code } });
      else if (echo) send({ type: 'transcription', data: { text, isFinal: true, speakerName } });
    });
  };

  let provider: SpeechStream | undefined;
  if (deps.provider) {
    try {
      provider = deps.provider.open(
        {
          language: deps.language,
          diarize: deps.diarize,
          prompt: () => `${context} ${lastLine}`.trim(),
        },
        { onResult, onError: (error, span) => fail(asSpeechError(error), span) },
      );
    } catch (error) {
      fail(asSpeechError(error));
    }
  } else if (!stream.transcribedInBrowser) {
    openGap = { start: base, error: new SpeechError('unavailable', 'No server speech provider', false) };
  }

  return {
    /** Takes a frame; false when the spool is behind (read no more until `drained`). */
    take(pcm: Buffer): boolean {
      if (ending) return true;
      anchor ??= Date.now() - msOf(pcm.length);
      const keeping = spool.append(pcm);
      tally.bytes += pcm.length;
      taken += pcm.length;
      try {
        provider?.write(pcm);
      } catch (error) {
        fail(asSpeechError(error));
      }
      timer ??= setTimeout(report, Math.max(0, lastReport + deps.processedEveryMs - Date.now()));
      return keeping;
    },
    drained: () => spool.drained(),
    /** Whether the disk refused this capture's audio. */
    spoolFailed: () => spool.failed,
    /** The next socket of the same upload answers for it from now on. */
    rebind(next: (message: SpeechServerMessage) => void): void {
      send = next;
      lastReport = 0;
    },

    /** Ends the provider stream, commits its last finals, reports the bytes and lets go of the spool. */
    end(): Promise<void> {
      ending ??= (async () => {
        if (timer) clearTimeout(timer);
        const finished = provider?.end().catch((error: unknown) => fail(asSpeechError(error)));
        let timeout: NodeJS.Timeout | undefined;
        const late = new Promise<void>((resolve) => {
          timeout = setTimeout(() => {
            fail(
              new SpeechError(
                'timeout',
                'The speech service did not finish in time; the audio is kept',
                true,
              ),
            );
            resolve();
          }, deps.endTimeoutMs);
        });
        await Promise.race([finished, late]);
        clearTimeout(timeout);
        await commits;
        closeGap(base + taken);
        report();
        await spool.release();
      })();
      return ending;
    },
  };
}
export type AudioIngest = ReturnType<typeof openAudioIngest>;

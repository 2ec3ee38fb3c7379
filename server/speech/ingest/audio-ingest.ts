import type { Speaker } from '#contracts/sessions.ts';
import { PCM_BYTES_PER_SECOND, type SpeechServerMessage } from '#contracts/speech.ts';
import type { BroadcastMessage } from '#server/live/event-bus.ts';
import { appendGap } from '../recordings/recording-gaps.ts';
import type { SpoolHandle } from '../recordings/spools.ts';
import {
  SpeechError,
  type SpeechProvider,
  type SpeechResult,
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
  /** The spool's gap file (recording-gaps.ts). */
  gapFile: string;
  /** Sends to the uploading socket only. */
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

const bytesOf = (ms: number | undefined) => Math.round(((ms ?? 0) * PCM_BYTES_PER_SECOND) / 2000) * 2;
const asSpeechError = (error: unknown) =>
  error instanceof SpeechError
    ? error
    : new SpeechError('unavailable', 'The speech service could not be reached; the audio is kept', true);

/**
 * One audio socket's ingest (docs/decisions/031-hearing-the-interview.md): every frame goes to the
 * participant's spool, then to the provider; partials are published to every screen, finals
 * become transcript chunks in order. Audio the provider could not transcribe is noted as a gap.
 */
export function openAudioIngest(deps: IngestDeps, stream: IngestStream) {
  const { sessionId, speaker, streamId, spool, send, echo } = stream;
  const tally = stream.tally ?? { bytes: 0 };
  let reported = tally.bytes;
  let lastReport = 0;
  let timer: NodeJS.Timeout | undefined;
  let finals = 0;
  let commits: Promise<void> = Promise.resolve();
  let settledAt = spool.bytes;
  let gap: { start: number; at: string } | undefined;
  let ending: Promise<void> | undefined;

  const openGap = () => {
    gap ??= { start: settledAt, at: new Date().toISOString() };
  };
  const closeGap = (end: number) => {
    if (!gap) return;
    const { start, at } = gap;
    gap = undefined;
    void appendGap(stream.gapFile, { start, end: Math.max(start, end), at }).catch(deps.onError);
  };

  const report = () => {
    timer = undefined;
    if (tally.bytes === reported) return;
    reported = tally.bytes;
    lastReport = Date.now();
    send({ type: 'audio_processed', data: { bytes: reported } });
  };

  let lastError = '';
  const fail = (error: SpeechError) => {
    openGap();
    if (error.message === lastError) return;
    lastError = error.message;
    send({ type: 'error', data: { error: error.message, code: error.code } });
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
    const end = spool.bytes;
    if (gap) closeGap(end - bytesOf(result.durationMs));
    lastError = '';
    settledAt = end;
    const turn = { clientChunkId: `speech:${streamId}:${++finals}`, text, speakerName };
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
        { language: deps.language, diarize: deps.diarize },
        { onResult, onError: (error) => fail(asSpeechError(error)) },
      );
    } catch (error) {
      fail(asSpeechError(error));
    }
  } else if (!stream.transcribedInBrowser) {
    openGap();
  }

  return {
    /** Takes a frame; false when the spool is behind (read no more until `drained`). */
    take(pcm: Buffer): boolean {
      if (ending) return true;
      const keeping = spool.append(pcm);
      tally.bytes += pcm.length;
      try {
        provider?.write(pcm);
      } catch (error) {
        fail(asSpeechError(error));
      }
      timer ??= setTimeout(report, Math.max(0, lastReport + deps.processedEveryMs - Date.now()));
      return keeping;
    },
    drained: () => spool.drained(),
    /** Whether the disk refused this socket's audio. */
    spoolFailed: () => spool.failed,

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
        closeGap(spool.bytes);
        report();
        await spool.release();
      })();
      return ending;
    },
  };
}
export type AudioIngest = ReturnType<typeof openAudioIngest>;

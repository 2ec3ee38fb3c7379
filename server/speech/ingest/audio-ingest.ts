import type { Speaker } from '#contracts/sessions.ts';
import type { SpeechServerMessage } from '#contracts/speech.ts';
import type { BroadcastMessage } from '#server/live/event-bus.ts';
import type { SpoolHandle } from '../recordings/spools.ts';
import type { TrackKey } from '../recordings/track-pieces.repository.ts';
import { bytesOf, msOf, positionId } from '../recovery/positions.ts';
import type { TranscriptionRecovery } from '../recovery/transcription-recovery.ts';
import {
  asSpeechError,
  SpeechError,
  type SpeechProvider,
  type SpeechResult,
  type SpeechSpan,
  type SpeechStream,
} from '../speech-provider.ts';
import { REHEAR_MAX_BYTES, type ResumeDeps, rehearFrom, storedAudio } from './resumed-capture.ts';
import type { SpeechChunks } from './speech-chunks.ts';

export type IngestDeps = ResumeDeps & {
  provider: SpeechProvider | undefined;
  language: string;
  diarize: boolean;
  commit: SpeechChunks;
  publish(sessionId: string, message: BroadcastMessage): void;
  /** Gaps recorded where every instance sees them, and filled once the provider answers again. */
  recovery: Pick<TranscriptionRecovery, 'recordGap' | 'recovered'>;
  /** Transcription of a participant's track is settled up to `end` (a line or a gap there). */
  heard(at: TrackKey, end: number): void;
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
   * The capture continues a client's upload an earlier capture took part of (a socket that came
   * back to another instance, or to this one after a restart): its stream first hears again what
   * that capture had not transcribed, so an utterance it was cut in is heard whole, once.
   */
  resumed?: boolean;
};

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
  const track = { sessionId, speaker };
  let send = stream.send;
  /**
   * A resumed capture's stream first hears again the stored audio its track had not transcribed
   * (`rehearing`, below): `rehear` bytes of it, live frames held back meanwhile.
   */
  let rehear = 0;
  let held: Buffer[] | undefined = stream.resumed && deps.provider ? [] : undefined;
  let rehearing: Promise<void> = Promise.resolve();
  /**
   * Positions below are bytes of this capture's stream, what it heard again first included; its
   * first live byte's place in the participant's track is known once its first piece is stored
   * (spools.ts), and the rest follows on.
   */
  const placed = async (at: number) => {
    await rehearing;
    const base = await spool.startsAt;
    return base === undefined ? undefined : base - rehear + at;
  };
  /** Live bytes taken (the stream's bytes are `rehear + taken`). */
  let taken = 0;
  /** When this capture's first byte was heard: stream milliseconds are added to it. */
  let anchor: number | undefined;
  let reported = spool.stored;
  let lastReport = 0;
  let timer: NodeJS.Timeout | undefined;
  let finals = 0;
  let commits: Promise<void> = Promise.resolve();
  /** Where the last final ended: a provider that names no utterance leaves a gap from here. */
  let settledAt = 0;
  let openGap: { start: number; error: SpeechError } | undefined;
  /** A later socket took the upload over: what this capture still hears is that one's to say. */
  let handedOver = false;
  let ending: Promise<void> | undefined;
  let lastError = '';
  let lastLine = '';
  let context = '';
  deps.promptContext(sessionId).then((c) => {
    context = c;
  }, deps.onError);

  const timeAt = (at: number) => new Date((anchor ?? Date.now()) + msOf(at - rehear));
  const settle = (end: number) => deps.heard(track, end);
  const recordGap = (start: number, end: number, error: SpeechError | undefined) =>
    void (async () => {
      const startByte = await placed(start);
      if (startByte === undefined || handedOver || spool.superseded) return;
      const endByte = startByte + end - start;
      const gap = { sessionId, speaker, startByte, endByte, beganAt: timeAt(start) };
      await deps.recovery.recordGap(gap, error);
      settle(endByte);
    })().catch(deps.onError);

  const write = (pcm: Buffer) => {
    try {
      provider?.write(pcm);
    } catch (error) {
      fail(asSpeechError(error));
    }
  };
  /** Live frames held back while the stream hears the stored audio first go on now. */
  const letGo = () => {
    for (const pcm of held?.splice(0) ?? []) write(pcm);
    held = undefined;
  };
  /**
   * What the capture this one continues had not transcribed (it was cut off mid-utterance, or its
   * process killed): from where the track's transcription was settled to where this capture's
   * audio begins. The stream hears it first, then the live audio: the utterance the seam cut is
   * transcribed whole, by one stream, and no part of it twice. Too long a stretch, one that cannot
   * be read, or no stream to hear it: a gap, filled by the server.
   */
  const resume = async () => {
    const [start, heardTo] = await Promise.all([spool.startsAt, spool.heardToAtStart]);
    if (start === undefined || heardTo === undefined) return;
    const from = await rehearFrom(deps, track, start, heardTo);
    if (from >= start) return;
    if (held && start - from <= REHEAR_MAX_BYTES) {
      const pcm = await storedAudio(deps, track, from, start).catch((error: unknown) => {
        deps.onError(error);
        return undefined;
      });
      if (pcm && held) {
        rehear = pcm.length;
        write(pcm);
        return;
      }
    }
    const beganAt = new Date((anchor ?? Date.now()) - msOf(start - from));
    const gap = { sessionId, speaker, startByte: from, endByte: start, beganAt };
    await deps.recovery.recordGap(gap, undefined);
  };

  const report = () => {
    timer = undefined;
    if (spool.stored === reported) return;
    reported = spool.stored;
    lastReport = Date.now();
    send({ type: 'audio_processed', data: { bytes: reported } });
  };
  // What is confirmed is what is stored: a process killed loses nothing the client let go of.
  const scheduleReport = () => {
    if (!ending) timer ??= setTimeout(report, Math.max(0, lastReport + deps.processedEveryMs - Date.now()));
  };
  spool.onStored(scheduleReport);

  const fail = (error: SpeechError, span?: SpeechSpan) => {
    const fresh = error.message !== lastError;
    lastError = error.message;
    if (fresh) send({ type: 'error', data: { error: error.message, code: error.code } });
    if (span) {
      const start = bytesOf(span.offsetMs);
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
    if (!text || handedOver || spool.superseded) return;
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
    const heardTo = rehear + taken;
    const start = known
      ? bytesOf(result.offsetMs)
      : Math.max(settledAt, heardTo - bytesOf(result.durationMs));
    const end = known ? Math.max(start + 2, start + bytesOf(result.durationMs)) : heardTo;
    closeGap(start);
    settledAt = Math.max(settledAt, end);
    if (lastError) {
      lastError = '';
      void deps.recovery.recovered(sessionId).catch(deps.onError);
    }
    lastLine = text;
    const timestamp = timeAt(start).toISOString();
    const durationMs = known ? { durationMs: msOf(end - start) } : {};
    const unnamed = `speech:${streamId}:${++finals}`;
    commits = commits.then(async () => {
      const from = known ? await placed(start) : undefined;
      const to = from === undefined ? undefined : from + end - start;
      const clientChunkId =
        to === undefined || from === undefined ? unnamed : positionId({ speaker, start: from, end: to });
      // Taken over meanwhile by a socket elsewhere: that capture hears this utterance again.
      if (!(await spool.stillHolds().catch(() => true))) return;
      const turn = { clientChunkId, text, speakerName, timestamp, ...durationMs };
      const outcome = await deps.commit(stream, turn);
      if (!outcome.ok) send({ type: 'error', data: { error: outcome.error, code: outcome.code } });
      else if (echo) send({ type: 'transcription', data: { text, isFinal: true, speakerName } });
      if (outcome.ok && to !== undefined) settle(to);
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
    openGap = { start: 0, error: new SpeechError('unavailable', 'No server speech provider', false) };
  }
  if (stream.resumed && (provider || !stream.transcribedInBrowser))
    rehearing = resume().catch(deps.onError).finally(letGo);

  return {
    /** Takes a frame; false when the spool is behind (read no more until `drained`). */
    take(pcm: Buffer): boolean {
      if (ending) return true;
      anchor ??= Date.now() - msOf(pcm.length);
      const keeping = spool.append(pcm);
      taken += pcm.length;
      if (held) held.push(pcm);
      else write(pcm);
      return keeping;
    },
    drained: () => spool.drained(),
    /** Whether the store refused this capture's audio. */
    spoolFailed: () => spool.failed,
    /** Bytes of the client's upload this capture took, stored or waiting: where a socket resumes. */
    taken: () => spool.taken,
    /** The next socket of the same upload answers for it from now on. */
    rebind(next: (message: SpeechServerMessage) => void): void {
      send = next;
      lastReport = 0;
    },

    /** Ends the provider stream, commits its last finals, reports the bytes and lets go of the spool. */
    end(): Promise<void> {
      ending ??= (async () => {
        if (timer) clearTimeout(timer);
        // Taken over by a socket elsewhere: the utterance this capture was hearing is that one's gap.
        handedOver = !(await spool.stillHolds().catch(() => true));
        // Ended before its first piece was stored: what was held back is heard now, and what it
        // would have heard again first is a gap.
        if (held) letGo();
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
        await spool.release();
        closeGap(rehear + taken);
        report();
      })();
      return ending;
    },
  };
}
export type AudioIngest = ReturnType<typeof openAudioIngest>;
